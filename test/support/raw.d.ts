// Vite (and so Vitest, in Node and in the browser) imports a file's text with
// the `?raw` suffix; this tells the type checker what such an import gives.
declare module '*?raw' {
  const text: string;
  export default text;
}
