// Reads the server's settings from the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const defaultSiteRoot = path.join(repoRoot, 'apps/web/out');

export interface ServerConfig {
  port: number;
  host: string;
  /** `null` when API_ONLY=1. */
  siteRoot: string | null;
  trustProxy: boolean;
  /** REDIS_URL: keep codes and counters in this Redis, shared by every replica; `null` keeps them in memory. */
  redisUrl: string | null;
  /** KLEBER_REQUEST_KEY (with KLEBER_URL, KLEBER_DEPARTMENT_CODE): address suggestions from the Kleber service. */
  kleber: { requestKey: string; url?: string; departmentCode?: string } | null;
  /** TLS_CERT and TLS_KEY (PEM files, relative to the repo root): serve HTTPS with HTTP/2 on `port`; `null` serves plain HTTP. */
  tls: { certFile: string; keyFile: string } | null;
  /** HTTP_REDIRECT_PORT: also listen here on plain HTTP, answering every request with a 301 to HTTPS. */
  httpRedirectPort: number | null;
}

function parsePort(value: string | undefined, name = 'PORT'): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be 0-65535, got "${value}"`);
  return port;
}

function readTls(env: NodeJS.ProcessEnv): ServerConfig['tls'] {
  const certFile = env.TLS_CERT?.trim();
  const keyFile = env.TLS_KEY?.trim();
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile)
    throw new Error('TLS_CERT and TLS_KEY go together: set both for HTTPS, or neither');
  return { certFile: path.resolve(repoRoot, certFile), keyFile: path.resolve(repoRoot, keyFile) };
}

function readRedirectPort(env: NodeJS.ProcessEnv, tls: ServerConfig['tls']): number | null {
  const value = env.HTTP_REDIRECT_PORT?.trim();
  if (!value) return null;
  if (!tls) throw new Error('HTTP_REDIRECT_PORT redirects to HTTPS, so it needs TLS_CERT and TLS_KEY');
  return parsePort(value, 'HTTP_REDIRECT_PORT');
}

function parseRedisUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!/^rediss?:\/\/./.test(url))
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got "${url}"`);
  return url;
}

function readKleber(env: NodeJS.ProcessEnv): ServerConfig['kleber'] {
  const requestKey = env.KLEBER_REQUEST_KEY?.trim();
  if (!requestKey) return null;
  const url = env.KLEBER_URL?.trim();
  if (url && !/^https?:\/\/./.test(url)) throw new Error(`KLEBER_URL must be an http(s) URL, got "${url}"`);
  const departmentCode = env.KLEBER_DEPARTMENT_CODE?.trim();
  return { requestKey, ...(url ? { url } : {}), ...(departmentCode ? { departmentCode } : {}) };
}

const isOn = (value: string | undefined): boolean => value === '1' || value === 'true';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const tls = readTls(env);
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    siteRoot: isOn(env.API_ONLY) ? null : path.resolve(repoRoot, env.SITE_ROOT?.trim() || defaultSiteRoot),
    trustProxy: isOn(env.TRUST_PROXY),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    kleber: readKleber(env),
    tls,
    httpRedirectPort: readRedirectPort(env, tls),
  };
}
