// Loads a provider SDK script once, with the page's CSP nonce.
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string, doc: Document = document): Promise<void> {
  let job = loading.get(src);
  if (!job) {
    job = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
      if (nonce) script.nonce = nonce;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      doc.head.appendChild(script);
    });
    loading.set(src, job);
  }
  return job;
}
