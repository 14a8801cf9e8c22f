// The header the request gate sets to the connection's own address, after removing any copy a client sent. Its own
// module so that the address readers need not load the gate (a Node-only module).
export const PEER_ADDRESS_HEADER = "x-dashboard-peer-address";
