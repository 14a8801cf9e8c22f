import { expect, it } from "vitest";
import { DIRECTORY_PLANNER_SETTINGS, withDirectoryPlannerSettings } from "./postgres-pool";

const options = (connectionString: string) => new URL(connectionString).searchParams.get("options");

it("adds the directory's planner settings to a connection string's options, keeping all it had", () => {
  expect(options(withDirectoryPlannerSettings("postgres://u@db:5432/dash"))).toBe(DIRECTORY_PLANNER_SETTINGS);
  const given = withDirectoryPlannerSettings("postgres://u:p%40ss@db/dash?options=-c%20search_path%3Dmine&sslmode=require");
  expect(options(given)).toBe(`-c search_path=mine ${DIRECTORY_PLANNER_SETTINGS}`);
  const url = new URL(given);
  expect([url.username, decodeURIComponent(url.password), url.host, url.pathname, url.searchParams.get("sslmode")])
    .toEqual(["u", "p@ss", "db", "/dash", "require"]);
});
