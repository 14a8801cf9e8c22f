import { openSqlite } from "../db/sqlite-database";
import { alertStoreContract } from "./alert-store-contract";

alertStoreContract("SQLite", () => openSqlite(":memory:"));
