// A validator of BODS 0.4 statement arrays built from the published schemas in reference/bods-0.4 (read, never
// retyped). Their ids are bare URNs ("urn:statement") that ajv's URI library refuses, as a URN needs a namespace
// and a name; they are read with a namespace added ("urn:bods:statement"), everything else unchanged.
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const FILES = ["components.json", "entity-record.json", "person-record.json", "relationship-record.json"];

function readSchema(dir: string, file: string): object {
  return JSON.parse(readFileSync(path.join(dir, file), "utf8").replace(/"urn:(?!bods:)/g, '"urn:bods:'));
}

export function bodsStatementsValidator(root = process.cwd()): ValidateFunction {
  const dir = path.join(root, "reference/bods-0.4");
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const file of FILES) ajv.addSchema(readSchema(dir, file));
  return ajv.compile(readSchema(dir, "statement.json"));
}
