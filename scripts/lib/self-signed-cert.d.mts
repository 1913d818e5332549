// Types for self-signed-cert.mjs.
export declare function selfSignedCertificate(dir: string): {
  certFile: string;
  keyFile: string;
  cert: Buffer;
  key: Buffer;
};
