// The `studio_applicants` read model: docs/product.md "Builder Studio", for the admin's Studio applicants table.
/** An application is all the applicant's personal data: an erased one has no row. */
export interface BuilderStudioApplicantsTable {
  /** The application id (the `studio-application-<id>` stream's id). */
  id: string;
  /** Never null since version 2 (an erased application has no row); the column kept its type. */
  name: string | null;
  email: string | null;
  phone: string | null;
  idea: string;
  problem: string;
  target_users: string;
  weekly_hours: string;
  created_at: Date;
  /** The email's key (member-emails.ts): a member's erasure finds the applications sent with their email by it. */
  email_key: string | null;
}

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type StudioApplicantsProjectionDatabase = {
  builder_studio_applicants: BuilderStudioApplicantsTable;
};

/** What readers query: the view onto the active generation (a type, not an interface: `withTables` takes it). */
export type StudioApplicantsReadDatabase = {
  'read.builder_studio_applicants': BuilderStudioApplicantsTable;
};
