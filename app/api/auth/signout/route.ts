// POST /api/auth/signout — end this browser's session (the row is deleted, so a copied cookie stops working)
import { readCookie, sessionCookieName } from "@/lib/auth/cookies";
import { crossSiteRefusal } from "@/lib/auth/origin-check";
import { endSession } from "@/lib/auth/sessions";
import { seeOther, signedOut } from "@/lib/auth/signin-response";

export async function POST(request: Request): Promise<Response> {
  if (crossSiteRefusal(request)) return seeOther("/");
  const id = readCookie(request.headers.get("cookie"), sessionCookieName());
  if (id) await endSession(id);
  return signedOut();
}
