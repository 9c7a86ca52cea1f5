// Generated from catalog/ by `make gen`; do not edit.



// catalog/errors.yaml#/errors
/** Every status code the API answers. */
export type ErrorCode =
  | 0
  | 1000
  | 1100
  | 1200
  | 1300
  | 1400
  | 2100
  | 2110
  | 2120
  | 2210
  | 2211
  | 2220
  | 2230
  | 2240
  | 2250
  | 2251
  | 2260
  | 2261
  | 2270
  | 3100
  | 3200
  | 3210
  | 3220
  | 3230
  | 3240
  | 3300
  | 3400
  | 3500
  | 3610
  | 3620
  | 3630
  | 3640
  | 3650
  | 3660
  | 3700
  | 4100
  | 4110
  | 4210
  | 4220
  | 4221
  | 4230
  | 4240
  | 4250
  | 4260
  | 5110
  | 5120
  | 5130
  | 5140
  | 6100
  | 6210
  | 6220
  | 6230
  | 6231
  | 6240
  | 6250
  | 6310
  | 6320
  | 6321
  | 6322
  | 6323
  | 6330
  | 6340
  | 6350
  | 6360
  | 6370
  | 6380
  | 6410
  | 6420
  | 6430
  | 6440
  | 6450
  | 6600
  | 6610
  | 6700
  | 6710
  | 6720
  | 6800
  | 6810
  | 6820
  | 6830
  | 6840
  | 6850
  | 6860
  | 6900
  | 6910
  | 6920
  | 6930
  | 6950
  | 6951
  | 6952
  | 7000
  | 7010
  | 7020
  | 7030
  | 7040
  | 7100
  | 7110
  | 7120
  | 7200
  | 7210
  | 7220
  | 7230
  | 7310
  | 7320
  | 7330
  | 7340
  | 7350
  | 7360
  | 7370
  | 7373
  | 7382
  | 7390;

// catalog/errors.yaml#/errors
/** The envelope `message` of each status code. */
export const errorMessages: Readonly<Record<ErrorCode, string>> = {
  0: 'Successful completion',
  1000: 'In progress',
  1100: 'Internal server error',
  1200: 'Action not accomplished for all elements',
  1300: 'Zero items selected, no item has been changed',
  1400: 'Server busy - Try again later',
  2100: 'No connection to database',
  2110: 'Database query took too long',
  2120: 'Database storage full',
  2210: 'Unable to copy disk image from staging',
  2211: 'Unable to copy whole disk image (lack of space?)',
  2220: 'Unable to find images directory in filesystem',
  2230: 'Unable to find staging directory in filesystem',
  2240: 'Unable to find disk image in staging directory',
  2250: 'Unable to upload disk image',
  2251: 'Unable to move uploaded disk image',
  2260: 'Unable to download disk image',
  2261: 'Unable to move downloaded disk image',
  2270: 'Unable to read file from disk',
  3100: 'No credentials provided for authentication',
  3200: 'Wrong credentials - Login again',
  3210: 'Second factor needed - Repeat the login with totp',
  3220: 'Wrong second factor code',
  3230: 'API token revoked',
  3240: 'API token expired',
  3300: 'Session expired - Login again',
  3400: 'Problems to update expiration time in session',
  3500: 'Access to tenant is restricted',
  3610: 'Single sign-on is not available for this tenant',
  3620: 'Unknown, expired or already used sign-in request',
  3630: 'The identity provider refused or failed the sign-in',
  3640: 'The identity provider\'s ID token failed verification',
  3650: 'The identity provider\'s claims grant no role',
  3660: 'Unknown administrator and provisioning is off',
  3700: 'The directory did not answer - Try again later',
  4100: 'Unavailable action',
  4110: 'Invalid or null action name provided',
  4210: 'Forbidden action for this administrator',
  4220: 'Forbidden filter for this administrator',
  4221: 'Forbidden filter value for this administrator',
  4230: 'Forbidden argument for this administrator',
  4240: 'Forbidden massive action for this administrator',
  4250: 'Forbidden field for this administrator',
  4260: 'Forbidden sorted by field for this administrator',
  5110: 'Unable to disconnect user in current state',
  5120: 'Unable to stop VM in current state',
  5130: 'Unable to start VM in current state',
  5140: 'Unable to assign host, no host available',
  6100: 'Syntax errors in input json',
  6210: 'Inappropriate filter for this action',
  6220: 'No mandatory filter for this action',
  6230: 'Inappropriate argument for this action',
  6231: 'Inappropriate argument for the nested query action',
  6240: 'No mandatory argument for this action',
  6250: 'Inappropriate field for this action',
  6310: 'Invalid value',
  6320: 'Invalid filter value',
  6321: 'Unambiguous filter value needed',
  6322: 'Unique filter value needed',
  6323: 'Filter too large',
  6330: 'Invalid argument value',
  6340: 'Invalid property value',
  6350: 'Invalid tag value',
  6360: 'Invalid acl value',
  6370: 'Invalid role value',
  6380: 'Invalid config token',
  6410: 'Lack of value for a not nullable field',
  6420: 'No property value provided',
  6430: 'No tag provided',
  6440: 'No acl provided',
  6450: 'No role provided',
  6600: 'Invalid order direction',
  6610: 'Invalid order by field',
  6700: 'Invalid idempotency key',
  6710: 'Idempotency key already used for another request',
  6720: 'A request with this idempotency key is in progress',
  6800: 'Invalid async parameter',
  6810: 'Not done: the job was cancelled before this record',
  6820: 'The job has already ended',
  6830: 'The process running the job stopped',
  6840: 'Too many jobs running for this administrator',
  6850: 'Invalid dry_run',
  6860: 'Not predicted: the dry run stopped before this record',
  6900: 'Record changed since the version given',
  6910: 'No version given for a selected record',
  6920: 'Invalid record version condition',
  6930: 'One version given for several records',
  6950: 'Invalid export format',
  6951: 'Too many audit log exports running',
  6952: 'Parameter not taken by the export',
  7000: 'Invalid webhook target URL',
  7010: 'Webhook target address refused by the outbound policy',
  7020: 'Unknown webhook event kind',
  7030: 'Invalid webhook secret',
  7040: 'Too many webhook subscriptions',
  7100: 'Referred related items do not exist',
  7110: 'Unable to accomplish, referred related items do not exist',
  7120: 'Unable to remove, other items depend on it',
  7200: 'This element already exists',
  7210: 'This property already exists',
  7220: 'This acl has already been assigned',
  7230: 'This role has already been assigned',
  7310: 'Unable to remove VM - This VM is running',
  7320: 'Unable to remove DI - There are VMs running with it',
  7330: 'Unable to reassign a Tag fixed to another DI',
  7340: 'Fixed, Head and Default Tags cannot be deleted',
  7350: 'Forbidden role assignment, inherited role inherits from inheritor',
  7360: 'Incompatible expiration dates - Soft date must precede the hard one',
  7370: 'Unable to remove a core config item',
  7373: 'Unable to switch to monotenant mode - More than one tenant in the system',
  7382: 'Cannot create new configuration token',
  7390: 'Configuration token value is already set to the default one',
};
/** Successful completion */
export const SVC_CODE_SUCCESS = 0;
/** In progress */
export const SVC_CODE_IN_PROGRESS = 1000;
/** Internal server error */
export const SVC_CODE_INTERNAL_ERROR = 1100;
/** Action not accomplished for all elements */
export const SVC_CODE_ACTION_INCOMPLETE = 1200;
/** Zero items selected, no item has been changed */
export const SVC_CODE_ZERO_ITEMS = 1300;
/** Server busy - Try again later */
export const SVC_CODE_SERVER_BUSY = 1400;
/** No connection to database */
export const SVC_CODE_DB_CONNECTION_ERROR = 2100;
/** Database query took too long */
export const SVC_CODE_DB_STATEMENT_TIMEOUT = 2110;
/** Database storage full */
export const SVC_CODE_DB_STORAGE_FULL = 2120;
/** Unable to copy disk image from staging */
export const SVC_CODE_STAGING_COPY_ERROR = 2210;
/** Unable to copy whole disk image (lack of space?) */
export const SVC_CODE_IMAGE_COPY_ERROR = 2211;
/** Unable to find images directory in filesystem */
export const SVC_CODE_IMAGE_DIR_MISSING = 2220;
/** Unable to find staging directory in filesystem */
export const SVC_CODE_STAGING_DIR_MISSING = 2230;
/** Unable to find disk image in staging directory */
export const SVC_CODE_STAGING_FILE_MISSING = 2240;
/** Unable to upload disk image */
export const SVC_CODE_UPLOAD_IMAGE_ERROR = 2250;
/** Unable to move uploaded disk image */
export const SVC_CODE_MOVE_UPLOADED_IMAGE_ERROR = 2251;
/** Unable to download disk image */
export const SVC_CODE_DOWNLOAD_IMAGE_ERROR = 2260;
/** Unable to move downloaded disk image */
export const SVC_CODE_MOVE_DOWNLOADED_IMAGE_ERROR = 2261;
/** Unable to read file from disk */
export const SVC_CODE_FILE_READ_ERROR = 2270;
/** No credentials provided for authentication */
export const SVC_CODE_NO_CREDENTIALS = 3100;
/** Wrong credentials - Login again */
export const SVC_CODE_WRONG_CREDENTIALS = 3200;
/** Second factor needed - Repeat the login with totp */
export const SVC_CODE_SECOND_FACTOR_NEEDED = 3210;
/** Wrong second factor code */
export const SVC_CODE_WRONG_SECOND_FACTOR = 3220;
/** API token revoked */
export const SVC_CODE_API_TOKEN_REVOKED = 3230;
/** API token expired */
export const SVC_CODE_API_TOKEN_EXPIRED = 3240;
/** Session expired - Login again */
export const SVC_CODE_SESSION_EXPIRED = 3300;
/** Problems to update expiration time in session */
export const SVC_CODE_SESSION_UPDATE_ERROR = 3400;
/** Access to tenant is restricted */
export const SVC_CODE_TENANT_BLOCKED = 3500;
/** Single sign-on is not available for this tenant */
export const SVC_CODE_OIDC_UNAVAILABLE = 3610;
/** Unknown, expired or already used sign-in request */
export const SVC_CODE_OIDC_REQUEST_INVALID = 3620;
/** The identity provider refused or failed the sign-in */
export const SVC_CODE_OIDC_PROVIDER_ERROR = 3630;
/** The identity provider's ID token failed verification */
export const SVC_CODE_OIDC_TOKEN_INVALID = 3640;
/** The identity provider's claims grant no role */
export const SVC_CODE_OIDC_NO_ROLE = 3650;
/** Unknown administrator and provisioning is off */
export const SVC_CODE_OIDC_NOT_PROVISIONED = 3660;
/** The directory did not answer - Try again later */
export const SVC_CODE_DIRECTORY_UNAVAILABLE = 3700;
/** Unavailable action */
export const SVC_CODE_UNAVAILABLE_ACTION = 4100;
/** Invalid or null action name provided */
export const SVC_CODE_INVALID_ACTION = 4110;
/** Forbidden action for this administrator */
export const SVC_CODE_FORBIDDEN_ACTION = 4210;
/** Forbidden filter for this administrator */
export const SVC_CODE_FORBIDDEN_FILTER_KEY = 4220;
/** Forbidden filter value for this administrator */
export const SVC_CODE_FORBIDDEN_FILTER_VALUE = 4221;
/** Forbidden argument for this administrator */
export const SVC_CODE_FORBIDDEN_ARGUMENT_KEY = 4230;
/** Forbidden massive action for this administrator */
export const SVC_CODE_FORBIDDEN_MASSIVE_KEY = 4240;
/** Forbidden field for this administrator */
export const SVC_CODE_FORBIDDEN_FIELD = 4250;
/** Forbidden sorted by field for this administrator */
export const SVC_CODE_FORBIDDEN_SORT_FIELD = 4260;
/** Unable to disconnect user in current state */
export const SVC_CODE_DISCONNECT_USER_ERROR = 5110;
/** Unable to stop VM in current state */
export const SVC_CODE_STOP_VM_ERROR = 5120;
/** Unable to start VM in current state */
export const SVC_CODE_START_VM_ERROR = 5130;
/** Unable to assign host, no host available */
export const SVC_CODE_ASSIGN_HOST_ERROR = 5140;
/** Syntax errors in input json */
export const SVC_CODE_SYNTAX_ERROR = 6100;
/** Inappropriate filter for this action */
export const SVC_CODE_INVALID_FILTER_KEY = 6210;
/** No mandatory filter for this action */
export const SVC_CODE_MISSING_FILTER_KEY = 6220;
/** Inappropriate argument for this action */
export const SVC_CODE_INVALID_ARGUMENT = 6230;
/** Inappropriate argument for the nested query action */
export const SVC_CODE_INVALID_NESTED_QUERY = 6231;
/** No mandatory argument for this action */
export const SVC_CODE_MISSING_ARGUMENT = 6240;
/** Inappropriate field for this action */
export const SVC_CODE_INVALID_FIELD = 6250;
/** Invalid value */
export const SVC_CODE_INVALID_VALUE = 6310;
/** Invalid filter value */
export const SVC_CODE_INVALID_FILTER_VALUE = 6320;
/** Unambiguous filter value needed */
export const SVC_CODE_AMBIGUOUS_FILTER = 6321;
/** Unique filter value needed */
export const SVC_CODE_NON_UNIQUE_FILTER = 6322;
/** Filter too large */
export const SVC_CODE_FILTER_TOO_LARGE = 6323;
/** Invalid argument value */
export const SVC_CODE_INVALID_ARGUMENT_VALUE = 6330;
/** Invalid property value */
export const SVC_CODE_INVALID_PROPERTY = 6340;
/** Invalid tag value */
export const SVC_CODE_INVALID_TAG = 6350;
/** Invalid acl value */
export const SVC_CODE_INVALID_ACL = 6360;
/** Invalid role value */
export const SVC_CODE_INVALID_ROLE = 6370;
/** Invalid config token */
export const SVC_CODE_INVALID_CONFIG_TOKEN = 6380;
/** Lack of value for a not nullable field */
export const SVC_CODE_NON_NULLABLE_FIELD = 6410;
/** No property value provided */
export const SVC_CODE_MISSING_PROPERTY_VALUE = 6420;
/** No tag provided */
export const SVC_CODE_MISSING_TAG = 6430;
/** No acl provided */
export const SVC_CODE_MISSING_ACL = 6440;
/** No role provided */
export const SVC_CODE_MISSING_ROLE = 6450;
/** Invalid order direction */
export const SVC_CODE_INVALID_SORT_ORDER = 6600;
/** Invalid order by field */
export const SVC_CODE_INVALID_SORT_FIELD = 6610;
/** Invalid idempotency key */
export const SVC_CODE_INVALID_IDEMPOTENCY_KEY = 6700;
/** Idempotency key already used for another request */
export const SVC_CODE_IDEMPOTENCY_KEY_REUSED = 6710;
/** A request with this idempotency key is in progress */
export const SVC_CODE_IDEMPOTENCY_KEY_IN_PROGRESS = 6720;
/** Invalid async parameter */
export const SVC_CODE_INVALID_ASYNC = 6800;
/** Not done: the job was cancelled before this record */
export const SVC_CODE_JOB_CANCELLED_RECORD = 6810;
/** The job has already ended */
export const SVC_CODE_JOB_ENDED = 6820;
/** The process running the job stopped */
export const SVC_CODE_JOB_PROCESS_LOST = 6830;
/** Too many jobs running for this administrator */
export const SVC_CODE_TOO_MANY_JOBS = 6840;
/** Invalid dry_run */
export const SVC_CODE_INVALID_DRY_RUN = 6850;
/** Not predicted: the dry run stopped before this record */
export const SVC_CODE_DRY_RUN_NOT_PREDICTED = 6860;
/** Record changed since the version given */
export const SVC_CODE_RECORD_VERSION_CONFLICT = 6900;
/** No version given for a selected record */
export const SVC_CODE_RECORD_VERSION_MISSING = 6910;
/** Invalid record version condition */
export const SVC_CODE_INVALID_RECORD_VERSION = 6920;
/** One version given for several records */
export const SVC_CODE_RECORD_VERSION_AMBIGUOUS = 6930;
/** Invalid export format */
export const SVC_CODE_INVALID_EXPORT_FORMAT = 6950;
/** Too many audit log exports running */
export const SVC_CODE_TOO_MANY_EXPORTS = 6951;
/** Parameter not taken by the export */
export const SVC_CODE_EXPORT_PARAMETER_NOT_TAKEN = 6952;
/** Invalid webhook target URL */
export const SVC_CODE_WEBHOOK_URL_INVALID = 7000;
/** Webhook target address refused by the outbound policy */
export const SVC_CODE_WEBHOOK_ADDRESS_REFUSED = 7010;
/** Unknown webhook event kind */
export const SVC_CODE_WEBHOOK_KIND_UNKNOWN = 7020;
/** Invalid webhook secret */
export const SVC_CODE_WEBHOOK_SECRET_INVALID = 7030;
/** Too many webhook subscriptions */
export const SVC_CODE_WEBHOOK_LIMIT = 7040;
/** Referred related items do not exist */
export const SVC_CODE_SELECT_MISSING_ITEM = 7100;
/** Unable to accomplish, referred related items do not exist */
export const SVC_CODE_UPDATE_MISSING_ITEM = 7110;
/** Unable to remove, other items depend on it */
export const SVC_CODE_DELETE_MISSING_ITEM = 7120;
/** This element already exists */
export const SVC_CODE_DUPLICATED_ELEMENT = 7200;
/** This property already exists */
export const SVC_CODE_DUPLICATED_PROPERTY = 7210;
/** This acl has already been assigned */
export const SVC_CODE_DUPLICATED_ACL = 7220;
/** This role has already been assigned */
export const SVC_CODE_DUPLICATED_ROLE = 7230;
/** Unable to remove VM - This VM is running */
export const SVC_CODE_DELETE_VM_ERROR = 7310;
/** Unable to remove DI - There are VMs running with it */
export const SVC_CODE_DELETE_DI_ERROR = 7320;
/** Unable to reassign a Tag fixed to another DI */
export const SVC_CODE_UPDATE_DI_TAG_ERROR = 7330;
/** Fixed, Head and Default Tags cannot be deleted */
export const SVC_CODE_DELETE_DI_TAG_ERROR = 7340;
/** Forbidden role assignment, inherited role inherits from inheritor */
export const SVC_CODE_CYCLIC_ROLE = 7350;
/** Incompatible expiration dates - Soft date must precede the hard one */
export const SVC_CODE_INVALID_EXPIRATION_DATE = 7360;
/** Unable to remove a core config item */
export const SVC_CODE_DELETE_CORE_CONFIG_ERROR = 7370;
/** Unable to switch to monotenant mode - More than one tenant in the system */
export const SVC_CODE_SWITCH_MONOTENANT_ERROR = 7373;
/** Cannot create new configuration token */
export const SVC_CODE_CREATE_CONFIG_ERROR = 7382;
/** Configuration token value is already set to the default one */
export const SVC_CODE_SET_DEFAULT_CONFIG_ERROR = 7390;
