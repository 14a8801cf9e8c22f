// The sign-in form: a plain HTML form that posts to /api/auth/signin (it works before any script has loaded), and
// the single sign-on button when the operator configured an identity provider.
import { controlClassName, FormField } from "@/components/ui/form-field";
import { buttonClassName } from "@/components/ui/button";

const ERRORS: Record<string, string> = {
  invalid: "The username or password is not right.",
  "rate-limited": "Too many sign-in attempts. Wait a few minutes and try again.",
  sso: "Single sign-on did not complete. Try again, or ask your administrator.",
  "cross-site": "The sign-in came from another site and was refused.",
};

interface Props { next: string; error?: string; signedOut: boolean; passwords: boolean; singleSignOn: boolean }

export function SigninForm({ next, error, signedOut, passwords, singleSignOn }: Props) {
  const message = error ? (ERRORS[error] ?? "Sign-in failed.") : null;
  return (
    <main id="main" className="mx-auto flex w-full max-w-sm flex-col gap-6 px-4 py-16">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-ink">Company due diligence</p>
        <h1 className="text-2xl font-semibold">Sign in</h1>
      </div>
      {message ? <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">{message}</p> : null}
      {signedOut && !message ? <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">You have signed out.</p> : null}
      {passwords ? (
        <form method="post" action="/api/auth/signin" className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-5">
          <input type="hidden" name="next" value={next} />
          <FormField id="username" label="Username">
            {(control) => <input {...control} name="username" autoComplete="username" required autoFocus className={controlClassName} />}
          </FormField>
          <FormField id="password" label="Password">
            {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required className={controlClassName} />}
          </FormField>
          <button type="submit" className={buttonClassName("primary", "control")}>Sign in</button>
        </form>
      ) : null}
      {singleSignOn ? (
        <a href={`/api/auth/oidc/start?next=${encodeURIComponent(next)}`} className={buttonClassName("secondary", "control")}>
          Sign in with single sign-on
        </a>
      ) : null}
      {!passwords && !singleSignOn ? <p className="text-sm text-ink-muted">This dashboard runs in local mode and needs no sign-in.</p> : null}
    </main>
  );
}
