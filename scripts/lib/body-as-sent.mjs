// A response's body as the server sent it, not decoded: its bytes on the wire for an Accept-Encoding, for the
// benchmark's and the tests' HTML sizes (fetch would decode it).
import http from 'node:http';

/**
 * @param {URL} url an http: URL
 * @param {string} acceptEncoding
 * @returns {Promise<Buffer>}
 */
export function bodyAsSent(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`${url}: ${response.statusCode}, not a page to weigh`));
          return;
        }
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
