// npm run readme: regenerates the README's operation and demo-company tables from the project's tables.
import { readFileSync, writeFileSync } from "node:fs";
import { renderReadme } from "./lib/readme-tables";

const file = new URL("../README.md", import.meta.url);
writeFileSync(file, renderReadme(readFileSync(file, "utf8")));
console.log("README.md tables regenerated");
