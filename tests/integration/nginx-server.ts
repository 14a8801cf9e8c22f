// Debian's nginx in front of the dashboard servers, as an operator would run it: round robin, the client's address
// passed in X-Forwarded-For (replacing whatever the client sent), and a GET retried on the next server when its
// server fails or goes away. The config and every file nginx writes live in a temp dir; nothing is installed.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stop } from "../../scripts/lib/processes";

export function hasNginx(): boolean {
  return spawnSync("nginx", ["-v"]).status === 0;
}

export function nginxConfig(dir: string, port: number, servers: string[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `
worker_processes 1;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  upstream dashboard {
    ${servers.map((server) => `server ${server} max_fails=1 fail_timeout=10s;`).join("\n    ")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 1m;
    location / {
      proxy_pass http://dashboard;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # nginx retries only what is safe to repeat (GET, HEAD) unless told otherwise: a POST is never sent twice.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

export async function startNginx(dir: string, port: number, servers: string[]): Promise<{ url: string; stop: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, nginxConfig(dir, port, servers));
  // -e: the error log before the config is read, which would otherwise be the system's path.
  const child = spawn("nginx", ["-p", dir, "-e", path.join(dir, "error.log"), "-c", file], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${path.join(dir, "error.log")}`);
    if (await fetch(`${url}/api/health`).then(() => true, () => false)) break;
    if (tries > 100) throw new Error("nginx did not answer");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => stop(child) };
}
