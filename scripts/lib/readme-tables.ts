// Renders the README's generated tables from the project's own tables, so that the README cannot drift from them.
import { DEMO_COMPANIES } from "../../sandbox/demo-companies";
import { operationIds, operations } from "../../lib/upstream/operations";
import { allowedBy, ruleWhenAbsent } from "../../lib/upstream/params";

const cell = (text: string) => text.replace(/\|/g, "\\|");

export function operationTable(): string {
  const rows = operationIds.map((id) => {
    const op = operations[id];
    const params = [
      ...Object.entries(op.pathParams).map(([name, rule]) => `\`{${name}}\`: ${allowedBy(rule)}`),
      ...Object.entries(op.query).map(([name, rule]) => {
        const { required, fallback } = ruleWhenAbsent(rule);
        return `\`${name}\`${required ? " (required)" : ""}: ${allowedBy(rule)}${fallback !== undefined ? `; default ${fallback}` : ""}`;
      }),
    ];
    const answer = op.answers === "record" ? "one record" : "`{ items, page, size }`";
    return `| ${op.number} | ${op.title} | \`GET /api${op.path}\` | ${cell(params.join("<br>") || "none")} | ${answer} |`;
  });
  return ["| # | Operation | BFF route (upstream path without /api) | Parameters | BFF answer |", "|---|---|---|---|---|", ...rows].join("\n");
}

export function demoCompanyTable(): string {
  const rows = DEMO_COMPANIES.map((company) => `| [\`${company.number}\`](http://localhost:3000/companies/${company.number}) | ${cell(company.case)} | ${cell(company.description)} |`);
  return ["| Company number | Case | What it shows |", "|---|---|---|", ...rows].join("\n");
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`. */
export function fillSection(readme: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README has no ${name} section`);
  return `${readme.slice(0, from + start.length)}\n${body}\n${readme.slice(to)}`;
}

export function renderReadme(readme: string): string {
  return fillSection(fillSection(readme, "operations", operationTable()), "demo-companies", demoCompanyTable());
}
