// The ranking, through the embedded store; the same cases run against PostgreSQL in tests/integration.
import { openSqliteStore } from "./sqlite-store";
import { directoryStoreContract } from "./store-contract";

directoryStoreContract("SQLite", async () => openSqliteStore(":memory:"));
