// The users file's shape, shared by the server and `npm run users:add`.
import { z } from "zod";
import { roleSchema } from "./user";

export const usersFileSchema = z.array(
  z.strictObject({
    username: z.string().trim().min(1).max(100).regex(/^[\w.@-]+$/, "letters, digits, and . _ @ - only"),
    name: z.string().trim().min(1).max(200),
    role: roleSchema,
    passwordHash: z.string().startsWith("$argon2", "must be an argon2 hash (npm run users:add)"),
  }),
);
export type UsersFileEntry = z.infer<typeof usersFileSchema>[number];
