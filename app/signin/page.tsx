// /signin — sign in with the users file's username and password, or with single sign-on; then back to `next`.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { SigninForm } from "@/components/auth/signin-form";
import { authenticate } from "@/lib/auth/authenticate";
import { safeNextPath } from "@/lib/auth/safe-next";
import { accessConfig } from "@/lib/config/access-config";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SigninPage({ searchParams }: Props) {
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : undefined);
  const next = safeNextPath(one("next"));
  if (await authenticate(await headers())) redirect(next);
  const config = accessConfig();
  return (
    <SigninForm
      next={next}
      error={one("error")}
      signedOut={one("signedOut") === "1"}
      passwords={Boolean(config.usersFile)}
      singleSignOn={Boolean(config.oidc)}
    />
  );
}
