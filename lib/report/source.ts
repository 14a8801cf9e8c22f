import "server-only";
// The cover's "data source" line, from the validated configuration.
import { dataSourceLabel } from "@/lib/config/server-config";

export function reportSource(): string {
  return dataSourceLabel();
}
