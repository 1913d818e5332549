// A static export: every page is rendered at build time (server components included) and served as files, so the
// server can send each page's script hashes in a strict Content-Security-Policy (examples/csp-server.mjs).
/** @type {import('next').NextConfig} */
const nextConfig = { output: 'export' };

export default nextConfig;
