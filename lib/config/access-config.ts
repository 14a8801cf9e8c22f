import "server-only";
// Who may use the dashboard and how that is enforced: sign-in sources, session lifetime, the database that keeps
// sessions, tokens and the audit trail, and the rate limits. Parsed once, like the upstream's configuration.
import { parseServerEnv } from "./env-schema";

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Verified e-mail addresses or subjects (`sub`) that sign in as admins; everyone else the provider admits is an analyst. */
  admins: ReadonlySet<string>;
}

export interface AccessConfig {
  /** No users file and no single sign-on: no sign-in, loopback only, everyone is the local admin. */
  local: boolean;
  usersFile?: string;
  oidc?: OidcConfig;
  /** The address users reach the dashboard at, when it is configured (required for single sign-on). */
  publicUrl?: string;
  /** Over HTTPS cookies are `Secure` and `__Host-` prefixed, and HSTS is sent. */
  https: boolean;
  databaseUrl?: string;
  databaseFile: string;
  sessionMs: number;
  /** How long a personal API token lasts after it is created. */
  tokenMs: number;
  limits: {
    userPerMinute: number; ipPerMinute: number; signinPer15Minutes: number; signinFailuresPerIpPerDay: number; signinSlowdownMaxMs: number;
  };
  /** Reverse proxies (addresses or CIDRs) whose X-Forwarded-For entries are believed (lib/auth/client-ip.ts). */
  trustProxies: string[];
}

const CACHE = Symbol.for("dashboard.accessConfig");
type Holder = { [CACHE]?: AccessConfig };

export function accessConfig(): AccessConfig {
  const holder = globalThis as Holder;
  if (holder[CACHE]) return holder[CACHE];
  const env = parseServerEnv(process.env);
  const oidc: OidcConfig | undefined =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          admins: new Set(env.OIDC_ADMINS.split(",").map((name) => name.trim().toLowerCase()).filter(Boolean)),
        }
      : undefined;
  holder[CACHE] = {
    local: !env.USERS_FILE && !oidc,
    usersFile: env.USERS_FILE,
    oidc,
    publicUrl: env.PUBLIC_URL,
    https: env.PUBLIC_URL?.startsWith("https:") ?? false,
    databaseUrl: env.DATABASE_URL,
    databaseFile: env.DATABASE_FILE,
    sessionMs: env.SESSION_HOURS * 3_600_000,
    tokenMs: env.TOKEN_DAYS * 86_400_000,
    limits: {
      userPerMinute: env.RATE_LIMIT_USER_PER_MINUTE,
      ipPerMinute: env.RATE_LIMIT_IP_PER_MINUTE,
      signinPer15Minutes: env.RATE_LIMIT_SIGNIN_PER_15_MINUTES,
      signinFailuresPerIpPerDay: env.RATE_LIMIT_SIGNIN_FAILURES_PER_IP_PER_DAY,
      signinSlowdownMaxMs: env.SIGNIN_SLOWDOWN_MAX_MS,
    },
    trustProxies: env.TRUST_PROXIES,
  };
  return holder[CACHE];
}
