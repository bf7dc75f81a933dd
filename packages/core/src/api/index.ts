// The API: a schema kit, the contract of every call, the request wrapper, the error catalogue and endpoints by area.
// The wire shapes of the entities are one namespace (Wire.BankCard, Wire.Page<T>) so they never clash with domain names.
export type {
  FieldErrors,
  Schema,
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
  fieldSchemas,
  pageQuery,
  MOBILE_PATTERN,
  API_ROUTES,
  API,
  CONTRACT,
  ID_CARD_PATTERN,
  RISK_ANSWER_PATTERN,
} from './contract';
export type * as Wire from './contract/entities';
export { accountExtrasContract, SLIDER_TOKEN_FIELD, type SliderChallenge, type SliderPass, type CsrfAnswer, type PrivateFundRisk, type DevSms } from './contract';
