// Reads the server's settings from the environment.
import { isIP } from 'node:net';
import { compile as compileTrust } from '@fastify/proxy-addr';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDeliverySettings } from './otp/delivery/settings';
import type { DeliverySettings } from './otp/delivery/settings';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const defaultSiteRoot = path.join(repoRoot, 'apps/web/out');

export interface ServerConfig {
  port: number;
  host: string;
  /** `null` when API_ONLY=1. */
  siteRoot: string | null;
  /**
   * TRUST_PROXY: how many proxies stand in front (a hop count), or which addresses are proxies (a list of addresses,
   * CIDR ranges or proxy-addr's names loopback, linklocal, uniquelocal); false when the server faces clients directly.
   */
  trustProxy: TrustProxy;
  /** PUBLIC_ORIGIN: the site's own origin (`https://www.example.com.au`), where redirects to HTTPS go. */
  publicOrigin: string | null;
  /** REDIS_URL: keep codes and counters in this Redis, shared by every replica; `null` keeps them in memory. */
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: put before every key, so two environments can share one Redis. */
  redisKeyPrefix: string;
  /** DRAIN_DEADLINE_SECONDS: after SIGTERM, how long in-flight requests may take before the server stops anyway. */
  drainDeadlineMs: number;
  /** KLEBER_REQUEST_KEY (with KLEBER_URL, KLEBER_DEPARTMENT_CODE): address suggestions from the Kleber service. */
  kleber: { requestKey: string; url?: string; departmentCode?: string } | null;
  /** TLS_CERT and TLS_KEY (PEM files, relative to the repo root): serve HTTPS with HTTP/2 on `port`; `null` serves plain HTTP. */
  tls: { certFile: string; keyFile: string } | null;
  /** OTP_DELIVERY and each channel's settings: how one-time codes leave (the demo inbox outside production). */
  otpDelivery: DeliverySettings;
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

export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/**
 * The widest ranges a proxy list may name: a private network (10.0.0.0/8, fc00::/7) and no wider, so a handful
 * of entries (0.0.0.0/1 and 128.0.0.0/1) cannot add up to trusting everyone.
 */
const WIDEST_PREFIX = { 4: 8, 6: 7 } as const;

/** An address, a CIDR range (address/bits) no wider than WIDEST_PREFIX, or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if ((family !== 4 && family !== 6) || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix >= WIDEST_PREFIX[family] && prefix <= (family === 4 ? 32 : 128);
}

/** Whether proxy-addr (what Fastify trusts with) takes the list too. */
function compiles(entries: string[]): boolean {
  try {
    compileTrust(entries);
    return true;
  } catch {
    return false;
  }
}

/**
 * A hop count or a list of proxies, never "trust everyone": the left-most X-Forwarded-For entries are whatever the
 * client wrote, so only the entries added by known proxies say who the visitor is.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '') return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops === 0) return false;
    if (hops <= 10) return hops;
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  if (!/^\d+$/.test(setting) && entries.every(isProxyEntry) && compiles(entries)) return entries;
  throw new Error(
    `TRUST_PROXY must be how many proxies stand in front (1-10) or a comma-separated list of their addresses or ` +
      `CIDR ranges, got "${setting}": trusting every hop would let any client choose its own address`,
  );
}

/** An http(s) origin with nothing after it: where redirects go. */
export function parsePublicOrigin(value: string | undefined): string | null {
  const setting = value?.trim();
  if (!setting) return null;
  let url: URL | null = null;
  try {
    url = new URL(setting);
  } catch {
    url = null;
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.origin !== setting.replace(/\/$/, '')
  ) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://www.example.com.au, got "${setting}"`);
  }
  return url.origin;
}

export const DEFAULT_DRAIN_DEADLINE_MS = 10_000;

function parseDrainDeadline(value: string | undefined): number {
  const setting = value?.trim();
  if (!setting) return DEFAULT_DRAIN_DEADLINE_MS;
  const seconds = Number(setting);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600)
    throw new Error(`DRAIN_DEADLINE_SECONDS must be a number of seconds up to 600, got "${setting}"`);
  return Math.round(seconds * 1000);
}

/** Letters, digits and a few separators: a prefix never changes how Redis reads a key. */
function parseKeyPrefix(value: string | undefined): string {
  const prefix = value?.trim() ?? '';
  if (!/^[\w:.-]{0,64}$/.test(prefix))
    throw new Error(
      `REDIS_KEY_PREFIX may hold letters, digits, '_', ':', '.' and '-' (up to 64), got "${prefix}"`,
    );
  return prefix;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const tls = readTls(env);
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    siteRoot: isOn(env.API_ONLY) ? null : path.resolve(repoRoot, env.SITE_ROOT?.trim() || defaultSiteRoot),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    redisKeyPrefix: parseKeyPrefix(env.REDIS_KEY_PREFIX),
    drainDeadlineMs: parseDrainDeadline(env.DRAIN_DEADLINE_SECONDS),
    kleber: readKleber(env),
    tls,
    httpRedirectPort: readRedirectPort(env, tls),
    otpDelivery: readDeliverySettings(env),
  };
}
