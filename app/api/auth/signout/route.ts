// POST /api/auth/signout — end this browser's session (the row is deleted, so a copied cookie stops working); with
// the form field `scope=everywhere`, end every session of the user ("sign out everywhere")
import { defineRoute, publicEndpoint, route } from "@/lib/api/route";
import { problemResponse } from "@/lib/api/problem";
import { readBoundedForm } from "@/lib/api/read-body";
import { readCookie, sessionCookieName } from "@/lib/auth/cookies";
import { crossSiteRefusal } from "@/lib/auth/origin-check";
import { endAllSessions, endSession } from "@/lib/auth/sessions";
import { seeOther, signedOut } from "@/lib/auth/signin-response";
import { log } from "@/lib/log";

async function post(request: Request): Promise<Response> {
  if (crossSiteRefusal(request)) return seeOther("/");
  const read = await readBoundedForm(request);
  if (!read.ok) return problemResponse(read.problem);
  const id = readCookie(request.headers.get("cookie"), sessionCookieName());
  if (id && read.form?.get("scope") === "everywhere") {
    log.info({ ended: await endAllSessions(id) }, "signed out everywhere");
  } else if (id) {
    await endSession(id);
  }
  return signedOut();
}

const defined = defineRoute({
  subject: "Sign-out posts its form",
  methods: { POST: publicEndpoint({ lane: "none", handler: post }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { POST: "public · none" });
