// Ambient module types shared by every workspace (CSS Modules and plain CSS imports).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
