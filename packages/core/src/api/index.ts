// The API transport: the schema kit, the contract kernel and the whole contract, the request wrapper, the error
// catalogue and endpoint binding. Each area's own calls (`tradingApi`, `tradingContract`) are exported by its area.
// The server runs CONTRACT's schemas; the app sends through `<area>Api(createApiClient(...))`, whose types come
// from the contract by `import type`, so a page ships its areas' route tables and never a schema.
// The wire shapes of the entities are one namespace (Wire.BankCard, Wire.Page<T>) so they never clash with domain names.
export type {
  FieldErrors,
  Schema,
  SchemaAbout,
  AnySchema,
  Shape,
  ObjectSchema,
  ObjectIn,
  ObjectOut,
  Infer,
  InferInput,
  ValidationResult,
  OptionalSchema,
  DefaultSchema,
  StringOptions,
  DecimalOptions,
  ValidateOptions,
} from './schema';
export {
  ROOT_FIELD,
  s,
  validate,
  SCHEMA_MESSAGES,
  SCHEMA_LIMITS,
  isCleanText,
} from './schema';
export type {
  Route,
  RouteFlags,
  RouteTable,
  PathParamNames,
  ResponseOf,
  CallSchemas,
  CallDef,
  ContractOf,
  ApiRoutes,
  AreaName,
  ApiEntry,
  Contract,
} from './contract';
export {
  route,
  fillPath,
  defineContract,
  res,
  answer,
  OPAQUE_ANSWERS,
  fieldSchemas,
  pageQuery,
  MOBILE_PATTERN,
  API_ROUTES,
  API,
  CONTRACT,
} from './contract';
export type {
  ApiClient,
  ApiClientOptions,
  RequestInput,
  UploadFile,
  AnswerTransformer,
  QueryInput,
  CachedAnswer,
  Intent,
  IntentFactory,
  SignupExtras,
} from './client';
export {
  createApiClient,
  CSRF_HEADER,
  ApiError,
  isApiError,
  formatErrorsTitle,
  readErrors,
  ERROR_TITLE_SEPARATOR,
  API_BASE_PATH,
  buildUrl,
  encodeQuery,
  cachedGet,
  cachedGetEach,
  cacheParamsOf,
  createIntentFactory,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_MESSAGES,
  SESSION_KEYS,
  readAccessToken,
  isLoggedIn,
  saveSession,
  clearSession,
  signupExtras,
  rememberInviteCode,
} from './client';
export type {
  Decision,
  DecisionAction,
  DecisionButton,
  SessionExpiryDeps,
  SignupDecisionOptions,
} from './catalogue';
export {
  FAILURE_TEXTS,
  DATABASE_REFUSAL_TEXTS,
  LOGIN_ERROR_TEXTS,
  SIGNUP_ERROR_TEXTS,
  BANK_CARD_ERROR_TEXTS,
  CATALOGUE_URLS,
  failureText,
  failureDecision,
  createSessionExpiryHandler,
  failureRetryable,
  isNetworkFailure,
  loginFailureDecision,
  signupFailureDecision,
  bankCardFailureDecision,
  tradeDialogDecision,
} from './catalogue';
export type {
  AreaApi,
  ContractApi,
  CallInput,
  CallAnswer,
  CallInputOf,
  CallAnswerOf,
  Endpoint,
  CachedEndpoint,
  Api,
} from './endpoints';
export { bindArea, bindRoutes, createApi } from './endpoints';
export type * as Wire from './contract/entities';
// The API reference (OpenAPI 3.1) built from the contract; only the server imports it.
export type { JsonSchema, OpenApiDocument, PlainOperation, ReferenceInput } from './reference';
export { buildOpenApiDocument, jsonSchemaOf, openApiPath, REFERENCE_TEXTS } from './reference';
