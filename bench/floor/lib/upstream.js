// The floor's one upstream call: GET /companies/{crn} from the sandbox with the key, as the BFF asks it.
const upstream = process.env.FLOOR_UPSTREAM;
const key = process.env.FLOOR_KEY;

export function askCompany(crn) {
  return fetch(`${upstream}/companies/${encodeURIComponent(crn)}`, {
    headers: { "x-api-key": key, accept: "application/json" },
  });
}
