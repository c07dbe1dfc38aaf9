// `?raw` imports (shared/build/webpack.mjs: asset/source): the file's text.
declare module '*?raw' {
  const text: string;
  export default text;
}
