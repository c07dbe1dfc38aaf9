// Values the webpack preset (shared/build/webpack.mjs) bakes into every app.
declare const __APP_VERSION__: string;
declare const __RELEASE_NOTE__: string;
