// A throwaway self-signed certificate for localhost and 127.0.0.1, made with openssl (installed from Debian when
// missing): the HTTPS tests and the Observatory run use one, made when they start, never one kept in the repo.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from './debian-package.mjs';

const OPENSSL = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';

/**
 * Writes `cert.pem` and `key.pem` into `dir` (an EC P-256 key, valid for two days).
 * @param {string} dir
 * @returns {{ certFile: string, keyFile: string, cert: Buffer, key: Buffer }}
 */
export function selfSignedCertificate(dir) {
  ensureDebianPackage(OPENSSL, 'openssl', 'to make a test certificate');
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const args =
    'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost ' +
    '-addext subjectAltName=DNS:localhost,IP:127.0.0.1';
  const result = spawnSync(OPENSSL, [...args.split(' '), '-keyout', keyFile, '-out', certFile], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  return { certFile, keyFile, cert: readFileSync(certFile), key: readFileSync(keyFile) };
}
