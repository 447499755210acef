// Imports that Bun resolves at build time (text and file loaders).
declare module "*.sql" {
  const text: string;
  export default text;
}
declare module "*.md" {
  const text: string;
  export default text;
}
