// People across companies (issue 36): the Officers tab links an officer to their person page, which lists the
// appointments known here with each company's status, says how many the service counts, and shows linked-company
// risk (here the company in liquidation itself, whose liquidation is within five years). Expected values come from
// the sandbox's own answer; axe-clean and usable at a desktop's and a phone's width.
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { atEachWidth } from "./support/widths";
import { demoCompany } from "../sandbox/demo-companies";

test.describe.configure({ timeout: 180_000 });

const CRN = demoCompany("liquidation").number;

interface SandboxDirector {
  directorPnr: number;
  directorRole: string;
  toDate: string;
  directorshipCountUpdated?: { total: number };
  directorshipCount?: number;
  detailedInformation: { fullName: string };
}
interface SandboxProfile {
  businessName: string;
  directorsData: SandboxDirector[];
  companyEvents: Array<{ statusCode: string; statusFiledDate: string }>;
}

async function sandboxProfile(request: import("@playwright/test").APIRequestContext): Promise<SandboxProfile> {
  const answer = await request.get(`${process.env.E2E_SANDBOX_URL}/companies/${CRN}`, { headers: { "x-api-key": process.env.E2E_UPSTREAM_KEY ?? "" } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SandboxProfile;
}

test("an officer's link opens their person page: appointments, the service's count and linked-company risk", async ({ page, request }) => {
  const profile = await sandboxProfile(request);
  const officer = profile.directorsData.find((director) => director.directorRole === "director")!;
  const name = officer.detailedInformation.fullName;
  const counted = officer.directorshipCountUpdated?.total ?? officer.directorshipCount;
  const liquidated = profile.companyEvents.find((event) => event.statusCode === "LIQ")!.statusFiledDate.slice(0, 10);
  const [year, month, day] = liquidated.split("-").map(Number);
  const liquidatedWords = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).replace("Sept", "Sep");

  await page.goto(`/companies/${CRN}/officers?status=all`);
  const link = page.getByTestId("officer-row").getByRole("link", { name });
  await expect(link).toHaveAttribute("href", `/people/${officer.directorPnr}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/people/${officer.directorPnr}$`));

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // Each sandbox officer holds one appointment in the sandbox; the service counts all of theirs.
  await expect(page.getByTestId("appointment-counts")).toHaveText(
    counted === 1 ? "Appointments: 1 appointment, as the service counts them" : `Appointments: ${counted} counted by the service, 1 known here`,
  );
  const row = page.getByTestId("appointment-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(profile.businessName);
  await expect(row).toContainText("Liquidation");
  await expect(row.getByRole("link", { name: profile.businessName })).toHaveAttribute("href", `/companies/${CRN}`);

  const risk = page.getByRole("region", { name: "Linked-company risk" });
  await expect(risk.getByTestId("linked-company")).toHaveText(`Director of ${profile.businessName} (${CRN}), which went into liquidation on ${liquidatedWords}`);

  await atEachWidth(page, "person page", async () => {
    await expect(row).toBeVisible();
    await expectNoSeriousAxeViolations(page, "axe on the person page");
  });
});

test("a person no company read has named says so, without an error", async ({ page }) => {
  await page.goto("/people/987654321012");
  await expect(page.getByRole("main")).toContainText("No appointment of person 987654321012 is known to this dashboard yet");
  await expectNoSeriousAxeViolations(page, "axe on an unknown person");
});
