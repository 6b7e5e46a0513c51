/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type { ApiFromModules, FilterApi, FunctionReference } from "convex/server";
import type * as auth from "../auth.js";
import type * as billing_tiers from "../billing/tiers.js";
import type * as credits_http from "../credits/http.js";
import type * as credits_model from "../credits/model.js";
import type * as credits_queries from "../credits/queries.js";
import type * as generation_jobs from "../generation/jobs.js";
import type * as generation_model from "../generation/model.js";
import type * as generation_queries from "../generation/queries.js";
import type * as generation_run from "../generation/run.js";
import type * as generation_settings from "../generation/settings.js";
import type * as http from "../http.js";
import type * as lib_ai_types from "../lib/ai/types.js";
import type * as lib_auth from "../lib/auth.js";
import type * as lib_env from "../lib/env.js";
import type * as lib_errors from "../lib/errors.js";
import type * as lib_functions from "../lib/functions.js";
import type * as lib_http from "../lib/http.js";
import type * as mail_http from "../mail/http.js";
import type * as mail_limits from "../mail/limits.js";
import type * as mail_model from "../mail/model.js";
import type * as mail_outbox from "../mail/outbox.js";
import type * as mail_resend from "../mail/resend.js";
import type * as mail_send from "../mail/send.js";
import type * as system_model from "../system/model.js";
import type * as system_seed from "../system/seed.js";
import type * as system_seedSteps from "../system/seedSteps.js";
import type * as users_emailCodes from "../users/emailCodes.js";
import type * as users_http from "../users/http.js";
import type * as users_internal from "../users/internal.js";
import type * as users_model from "../users/model.js";
import type * as users_password from "../users/password.js";
import type * as users_queries from "../users/queries.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  auth: typeof auth;
  "billing/tiers": typeof billing_tiers;
  "credits/http": typeof credits_http;
  "credits/model": typeof credits_model;
  "credits/queries": typeof credits_queries;
  "generation/jobs": typeof generation_jobs;
  "generation/model": typeof generation_model;
  "generation/queries": typeof generation_queries;
  "generation/run": typeof generation_run;
  "generation/settings": typeof generation_settings;
  http: typeof http;
  "lib/ai/types": typeof lib_ai_types;
  "lib/auth": typeof lib_auth;
  "lib/env": typeof lib_env;
  "lib/errors": typeof lib_errors;
  "lib/functions": typeof lib_functions;
  "lib/http": typeof lib_http;
  "mail/http": typeof mail_http;
  "mail/limits": typeof mail_limits;
  "mail/model": typeof mail_model;
  "mail/outbox": typeof mail_outbox;
  "mail/resend": typeof mail_resend;
  "mail/send": typeof mail_send;
  "system/model": typeof system_model;
  "system/seed": typeof system_seed;
  "system/seedSteps": typeof system_seedSteps;
  "users/emailCodes": typeof users_emailCodes;
  "users/http": typeof users_http;
  "users/internal": typeof users_internal;
  "users/model": typeof users_model;
  "users/password": typeof users_password;
  "users/queries": typeof users_queries;
}>;
export declare const api: FilterApi<typeof fullApi, FunctionReference<any, "public">>;
export declare const internal: FilterApi<typeof fullApi, FunctionReference<any, "internal">>;
