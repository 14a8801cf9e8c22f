import path from "node:path";
import { openSqliteScreeningStore } from "./store-sqlite";
import { screeningStoreContract } from "./store-contract";

screeningStoreContract("SQLite", async (dir) => openSqliteScreeningStore(path.join(dir, "screening.sqlite")));
