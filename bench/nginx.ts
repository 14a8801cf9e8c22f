// nginx as a plain reverse proxy that adds the key: the physical limit of one proxy hop on this machine. Writes a
// config under bench/tmp/ (gitignored) and runs `nginx -c … -g 'daemon off;'` as its own process, one worker.
// Installs Debian's nginx when it is missing (the benchmark runs as root on these machines).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startServer, type Server } from "../scripts/lib/processes";
import { ensureDebianPackage } from "./debian";
import { REPO_ROOT, pinned } from "./placement";

const TMP = path.join(REPO_ROOT, "bench", "tmp", "nginx");

export function ensureNginx(log: (line: string) => void): string {
  ensureDebianPackage("nginx", "nginx", log);
  const version = spawnSync("nginx", ["-v"], { encoding: "utf8" });
  return (version.stderr || version.stdout).trim().replace(/^nginx version: /, "");
}

function config(port: number, upstreamUrl: string, apiKey: string): string {
  const upstream = new URL(upstreamUrl);
  const temp = (name: string) => path.join(TMP, name);
  return `worker_processes 1;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  keepalive_requests 100000;
  upstream sandbox {
    server ${upstream.hostname}:${upstream.port};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://sandbox/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header x-api-key "${apiKey}";
    }
    location = /__bench/ready { return 200 "ready"; }
  }
}
`;
}

export async function startNginx(options: { port: number; upstreamUrl: string; apiKey: string; pin: boolean }): Promise<Server> {
  mkdirSync(TMP, { recursive: true });
  const file = path.join(TMP, "nginx.conf");
  writeFileSync(file, config(options.port, options.upstreamUrl, options.apiKey));
  const [command, args] = pinned("server", options.pin, "nginx", ["-p", TMP, "-e", path.join(TMP, "error.log"), "-c", file, "-g", "daemon off;"]);
  return startServer(command, args, {
    cwd: REPO_ROOT,
    env: process.env,
    readyUrl: `http://127.0.0.1:${options.port}/__bench/ready`,
    timeoutMs: 20_000,
    logFile: path.join(TMP, "stdout.log"),
  });
}
