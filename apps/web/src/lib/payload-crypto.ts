/** Browser side of the (E) payload encryption (docs/payload-encryption.md), WebCrypto only. */
const toB64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromB64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

export const encryptPayload = async (payload: unknown, publicKeySpkiB64: string, method: string, path: string) => {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', fromB64(publicKeySpkiB64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const rawKey = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const aes = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const additionalData = new TextEncoder().encode(`${method.toUpperCase()} ${path}`);
  const sealed = new Uint8Array(
    await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData },
      aes,
      new TextEncoder().encode(JSON.stringify(payload)),
    ),
  );
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey));
  const blob = new Uint8Array(iv.length + sealed.length);
  blob.set(iv);
  blob.set(sealed, iv.length);
  return { header: toB64(wrapped), body: { value: toB64(blob) } };
};
