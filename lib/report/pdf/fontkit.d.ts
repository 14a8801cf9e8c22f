// fontkit ships no types; pdf-lib's own interface describes what it reads of it (create).
declare module "fontkit" {
  export const create: import("pdf-lib").Fontkit["create"];
}
