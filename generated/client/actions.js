// Generated from catalog/ by `make gen`; do not edit.

import { ClientCore } from './client-core.js';
/**
 * The API client: one method per action (the action name in camelCase), sessions, live lists and uploads.
 */
export class SvcAdminClient extends ClientCore {
    /**
     * `acl_get_list` (bespoke, acl): bespoke action on acl.
     * @throws ApiError when the status is not 0
     */
    aclGetList(params, options) {
        return this.call('acl_get_list', params, options);
    }
    /**
     * `acl_tiny_list` (bespoke, acl): bespoke action on acl.
     * @throws ApiError when the status is not 0
     */
    aclTinyList(params, options) {
        return this.call('acl_tiny_list', params, options);
    }
    /**
     * `action_get_list` (bespoke, log_choice): The names of every action, as rows with `id` and `name` (both the name), for the choices of the log's `action` filter.
     * @throws ApiError when the status is not 0
     */
    actionGetList(params, options) {
        return this.call('action_get_list', params, options);
    }
    /**
     * `admin_attribute_view_set` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    adminAttributeViewSet(params, options) {
        return this.call('admin_attribute_view_set', params, options);
    }
    /**
     * `admin_property_view_set` (bespoke, view_setting): Shows or hides a custom property for the caller only.
     * @throws ApiError when the status is not 0
     */
    adminPropertyViewSet(params, options) {
        return this.call('admin_property_view_set', params, options);
    }
    /**
     * `admin_view_reset` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    adminViewReset(params, options) {
        return this.call('admin_view_reset', params, options);
    }
    /**
     * `administrator_all_ids` (all_ids, administrator): all_ids action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorAllIds(params, options) {
        return this.call('administrator_all_ids', params, options);
    }
    /**
     * `administrator_create` (create, administrator): create action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorCreate(params, options) {
        return this.call('administrator_create', params, options);
    }
    /**
     * `administrator_delete` (delete, administrator): delete action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorDelete(params, options) {
        return this.call('administrator_delete', params, options);
    }
    /**
     * `administrator_get_details` (details, administrator): details action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorGetDetails(params, options) {
        return this.call('administrator_get_details', params, options);
    }
    /**
     * `administrator_get_list` (list, administrator): list action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorGetList(params, options) {
        return this.call('administrator_get_list', params, options);
    }
    /**
     * `administrator_second_factor_reset` (bespoke, administrator): Removes the second factor and recovery codes of the administrators selected (an administrator who lost its app and its codes then logs in with its password and enrols again). Audited. Only the superadministrator's role holds its ACL unless it is given on purpose.
     * @throws ApiError when the status is not 0
     */
    administratorSecondFactorReset(params, options) {
        return this.call('administrator_second_factor_reset', params, options);
    }
    /**
     * `administrator_tiny_list` (tiny, administrator): tiny action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorTinyList(params, options) {
        return this.call('administrator_tiny_list', params, options);
    }
    /**
     * `administrator_update` (update, administrator): update action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorUpdate(params, options) {
        return this.call('administrator_update', params, options);
    }
    /**
     * `api_token_create` (bespoke, api_token): Creates a token for the caller, or with administrator.token.manage for another administrator of its tenant (admin_id). `acls` defaults to every ACL the owner holds now (and the caller too, when they differ); naming an ACL either lacks answers 4230. Answers the secret once, in the row's `secret`. Needs a session: a token cannot create tokens (4210).
     * @throws ApiError when the status is not 0
     */
    apiTokenCreate(params, options) {
        return this.call('api_token_create', params, options);
    }
    /**
     * `api_token_delete` (bespoke, api_token): Revokes tokens (by id): each answers 3230 from then on, in every server process at once, and the live sockets opened with it end within a second. The record stays, revoked, for the audit trail.
     * @throws ApiError when the status is not 0
     */
    apiTokenDelete(params, options) {
        return this.call('api_token_delete', params, options);
    }
    /**
     * `api_token_get_details` (bespoke, api_token): One token the caller may see (its own, or with administrator.token.see), by id. Never the secret.
     * @throws ApiError when the status is not 0
     */
    apiTokenGetDetails(params, options) {
        return this.call('api_token_get_details', params, options);
    }
    /**
     * `api_token_get_list` (bespoke, api_token): The caller's own tokens, and with administrator.token.see those of the other administrators of its tenant. Never the secret.
     * @throws ApiError when the status is not 0
     */
    apiTokenGetList(params, options) {
        return this.call('api_token_get_list', params, options);
    }
    /**
     * `api_token_update` (bespoke, api_token): Changes a token's name, expiration_date (null: never) or ACLs (any subset of what its owner and the caller hold now). A revoked token stays revoked. Needs a session (4210 with a token).
     * @throws ApiError when the status is not 0
     */
    apiTokenUpdate(params, options) {
        return this.call('api_token_update', params, options);
    }
    /**
     * `config_delete` (bespoke, config_token): Resets a core token to its default (7390 when it already is) or removes a custom token.
     * @throws ApiError when the status is not 0
     */
    configDelete(params, options) {
        return this.call('config_delete', params, options);
    }
    /**
     * `config_get` (bespoke, config_token): bespoke action on config_token.
     * @throws ApiError when the status is not 0
     */
    configGet(params, options) {
        return this.call('config_get', params, options);
    }
    /**
     * `config_set` (bespoke, config_token): Sets a token for a tenant (tenant -1 for global tokens); answers a row with tenant_id and key.
     * @throws ApiError when the status is not 0
     */
    configSet(params, options) {
        return this.call('config_set', params, options);
    }
    /**
     * `config_ssl` (bespoke, config_token): Stores the server's TLS certificate, key, revocation list and authority (PEM); used from the next start.
     * @throws ApiError when the status is not 0
     */
    configSsl(params, options) {
        return this.call('config_ssl', params, options);
    }
    /**
     * `config_wat_get_details` (bespoke, config_token): The web client settings of a tenant - rows with language, block and tenant_id.
     * @throws ApiError when the status is not 0
     */
    configWatGetDetails(params, options) {
        return this.call('config_wat_get_details', params, options);
    }
    /**
     * `config_wat_get_list` (bespoke, config_token): The same answer as config_wat_get_details, under the name the original web console calls.
     * @throws ApiError when the status is not 0
     */
    configWatGetList(params, options) {
        return this.call('config_wat_get_list', params, options);
    }
    /**
     * `config_wat_update` (bespoke, config_token): Changes the web client settings (language, block) of a tenant.
     * @throws ApiError when the status is not 0
     */
    configWatUpdate(params, options) {
        return this.call('config_wat_update', params, options);
    }
    /**
     * `current_admin_setup` (bespoke): The caller's own settings, ACLs and views; answers a fresh `sid` when called with credentials.
     * @throws ApiError when the status is not 0
     */
    currentAdminSetup(params, options) {
        return this.call('current_admin_setup', params, options);
    }
    /**
     * `di_all_ids` (all_ids, di): all_ids action on di.
     * @throws ApiError when the status is not 0
     */
    diAllIds(params, options) {
        return this.call('di_all_ids', params, options);
    }
    /**
     * `di_create` (create, di): Registers a disk image of an OS flavour; the file arrives by upload, staging copy or download.
     * @throws ApiError when the status is not 0
     */
    diCreate(params, options) {
        return this.call('di_create', params, options);
    }
    /**
     * `di_create_property_list` (create, property_assignment): Assigns a property to the di kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    diCreatePropertyList(params, options) {
        return this.call('di_create_property_list', params, options);
    }
    /**
     * `di_delete` (delete, di): delete action on di.
     * @throws ApiError when the status is not 0
     */
    diDelete(params, options) {
        return this.call('di_delete', params, options);
    }
    /**
     * `di_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    diDeletePropertyList(params, options) {
        return this.call('di_delete_property_list', params, options);
    }
    /**
     * `di_get_details` (details, di): details action on di.
     * @throws ApiError when the status is not 0
     */
    diGetDetails(params, options) {
        return this.call('di_get_details', params, options);
    }
    /**
     * `di_get_list` (list, di): list action on di.
     * @throws ApiError when the status is not 0
     */
    diGetList(params, options) {
        return this.call('di_get_list', params, options);
    }
    /**
     * `di_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    diGetPropertyList(params, options) {
        return this.call('di_get_property_list', params, options);
    }
    /**
     * `di_tiny_list` (tiny, di): tiny action on di.
     * @throws ApiError when the status is not 0
     */
    diTinyList(params, options) {
        return this.call('di_tiny_list', params, options);
    }
    /**
     * `di_update` (update, di): update action on di.
     * @throws ApiError when the status is not 0
     */
    diUpdate(params, options) {
        return this.call('di_update', params, options);
    }
    /**
     * `dis_in_staging` (bespoke): Disk image files waiting in the staging directory ($SVC_DATA_DIR/staging), as rows with `name`.
     * @throws ApiError when the status is not 0
     */
    disInStaging(params, options) {
        return this.call('dis_in_staging', params, options);
    }
    /**
     * `get_acls_in_admins` (bespoke, acl): The ACLs an administrator holds or links through their roles, with the roles they come from.
     * @throws ApiError when the status is not 0
     */
    getAclsInAdmins(params, options) {
        return this.call('get_acls_in_admins', params, options);
    }
    /**
     * `get_acls_in_roles` (bespoke, acl): The ACLs a role holds or links (own, inherited or denied), with the roles they come from.
     * @throws ApiError when the status is not 0
     */
    getAclsInRoles(params, options) {
        return this.call('get_acls_in_roles', params, options);
    }
    /**
     * `host_all_ids` (all_ids, host): all_ids action on host.
     * @throws ApiError when the status is not 0
     */
    hostAllIds(params, options) {
        return this.call('host_all_ids', params, options);
    }
    /**
     * `host_create` (create, host): create action on host.
     * @throws ApiError when the status is not 0
     */
    hostCreate(params, options) {
        return this.call('host_create', params, options);
    }
    /**
     * `host_create_property_list` (create, property_assignment): Assigns a property to the host kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    hostCreatePropertyList(params, options) {
        return this.call('host_create_property_list', params, options);
    }
    /**
     * `host_delete` (delete, host): delete action on host.
     * @throws ApiError when the status is not 0
     */
    hostDelete(params, options) {
        return this.call('host_delete', params, options);
    }
    /**
     * `host_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    hostDeletePropertyList(params, options) {
        return this.call('host_delete_property_list', params, options);
    }
    /**
     * `host_get_details` (details, host): details action on host.
     * @throws ApiError when the status is not 0
     */
    hostGetDetails(params, options) {
        return this.call('host_get_details', params, options);
    }
    /**
     * `host_get_list` (list, host): list action on host.
     * @throws ApiError when the status is not 0
     */
    hostGetList(params, options) {
        return this.call('host_get_list', params, options);
    }
    /**
     * `host_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    hostGetPropertyList(params, options) {
        return this.call('host_get_property_list', params, options);
    }
    /**
     * `host_get_state` (state, host): state action on host.
     * @throws ApiError when the status is not 0
     */
    hostGetState(params, options) {
        return this.call('host_get_state', params, options);
    }
    /**
     * `host_tiny_list` (tiny, host): tiny action on host.
     * @throws ApiError when the status is not 0
     */
    hostTinyList(params, options) {
        return this.call('host_tiny_list', params, options);
    }
    /**
     * `host_update` (update, host): update action on host.
     * @throws ApiError when the status is not 0
     */
    hostUpdate(params, options) {
        return this.call('host_update', params, options);
    }
    /**
     * `job_cancel` (bespoke, job): Asks running jobs to stop (by id): a massive write stops before its next record (before its next batch for vm_start), the records it did stay done, those it did not reach stay exactly as they were and get 6810; an image transfer stops its copy and registers nothing. A job running in another server process stops at its next heartbeat (within about a second). Answers the jobs asked, in `total`; a job that has already ended answers 6820 under 1200's `failures`.
     * @throws ApiError when the status is not 0
     */
    jobCancel(params, options) {
        return this.call('job_cancel', params, options);
    }
    /**
     * `job_get_details` (details, job): details action on job.
     * @throws ApiError when the status is not 0
     */
    jobGetDetails(params, options) {
        return this.call('job_get_details', params, options);
    }
    /**
     * `job_get_list` (list, job): list action on job.
     * @throws ApiError when the status is not 0
     */
    jobGetList(params, options) {
        return this.call('job_get_list', params, options);
    }
    /**
     * `job_record_get_list` (list, job_record): The outcome of each record of a job (filter by job_id), written as the job goes.
     * @throws ApiError when the status is not 0
     */
    jobRecordGetList(params, options) {
        return this.call('job_record_get_list', params, options);
    }
    /**
     * `log_get_list` (list, log): The audit entries the caller may see. A collector follows the log with the cursor `{"id": {">": <last id>}}` and `order_by` id ascending: entries are committed in the order of their ids, so a page after the last id never skips one (guide: audit feed). Watched live, it is pushed when an entry of a tenant the caller sees is written (channel log_written); GET /api/log/export streams everything its filters select as NDJSON or CSV.
     * @throws ApiError when the status is not 0
     */
    logGetList(params, options) {
        return this.call('log_get_list', params, options);
    }
    /**
     * `myadmin_second_factor_confirm` (bespoke, administrator): Activates the pending second factor with a current code of the app (`totp`; a wrong one: 6330) and answers ten recovery codes, once: each logs in once in place of a code. From now on logins need `totp`.
     * @throws ApiError when the status is not 0
     */
    myadminSecondFactorConfirm(params, options) {
        return this.call('myadmin_second_factor_confirm', params, options);
    }
    /**
     * `myadmin_second_factor_enrol` (bespoke): Starts the caller's enrolment: a new secret, answered once as an `otpauth://` URI (issuer: the product name and the tenant; label: the login) to show as a QR code or type into an authenticator app. Nothing changes at login until myadmin_second_factor_confirm. An active second factor is not replaced (7200: remove it first); a pending one is.
     * @throws ApiError when the status is not 0
     */
    myadminSecondFactorEnrol(params, options) {
        return this.call('myadmin_second_factor_enrol', params, options);
    }
    /**
     * `myadmin_second_factor_get_details` (bespoke): The caller's second factor: `state` none, pending (enrolled, not confirmed) or active; whether two-factor authentication is `required` for the caller (its tenant's or the global setting); how many recovery codes are left unused. Never the secret.
     * @throws ApiError when the status is not 0
     */
    myadminSecondFactorGetDetails(params, options) {
        return this.call('myadmin_second_factor_get_details', params, options);
    }
    /**
     * `myadmin_second_factor_remove` (bespoke, administrator): Removes the caller's second factor and its recovery codes, given a current code of the app or an unused recovery code (`totp`), so that a session alone (left open, stolen) cannot. Wrong codes answer 3220 and count as failed logins. A pending enrolment is removed without a code.
     * @throws ApiError when the status is not 0
     */
    myadminSecondFactorRemove(params, options) {
        return this.call('myadmin_second_factor_remove', params, options);
    }
    /**
     * `myadmin_update` (update, administrator): Updates the caller's own record; needs no ACL.
     * @throws ApiError when the status is not 0
     */
    myadminUpdate(params, options) {
        return this.call('myadmin_update', params, options);
    }
    /**
     * `mytenant_update` (update, tenant): Updates the caller's own tenant.
     * @throws ApiError when the status is not 0
     */
    mytenantUpdate(params, options) {
        return this.call('mytenant_update', params, options);
    }
    /**
     * `number_of_acls_in_admin` (bespoke, acl): Counts the ACLs whose names match each pattern of `acl_pattern` and those the administrator effectively holds.
     * @throws ApiError when the status is not 0
     */
    numberOfAclsInAdmin(params, options) {
        return this.call('number_of_acls_in_admin', params, options);
    }
    /**
     * `number_of_acls_in_role` (bespoke, acl): Counts the ACLs whose names match each pattern of `acl_pattern` and those the role effectively holds.
     * @throws ApiError when the status is not 0
     */
    numberOfAclsInRole(params, options) {
        return this.call('number_of_acls_in_role', params, options);
    }
    /**
     * `object_get_list` (bespoke, log_choice): The kinds of object the log records (`object_kind`), as rows with `id` and `name` (both the kind), for the choices of the log's object filter.
     * @throws ApiError when the status is not 0
     */
    objectGetList(params, options) {
        return this.call('object_get_list', params, options);
    }
    /**
     * `osf_all_ids` (all_ids, osf): all_ids action on osf.
     * @throws ApiError when the status is not 0
     */
    osfAllIds(params, options) {
        return this.call('osf_all_ids', params, options);
    }
    /**
     * `osf_create` (create, osf): create action on osf.
     * @throws ApiError when the status is not 0
     */
    osfCreate(params, options) {
        return this.call('osf_create', params, options);
    }
    /**
     * `osf_create_property_list` (create, property_assignment): Assigns a property to the osf kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    osfCreatePropertyList(params, options) {
        return this.call('osf_create_property_list', params, options);
    }
    /**
     * `osf_delete` (delete, osf): delete action on osf.
     * @throws ApiError when the status is not 0
     */
    osfDelete(params, options) {
        return this.call('osf_delete', params, options);
    }
    /**
     * `osf_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    osfDeletePropertyList(params, options) {
        return this.call('osf_delete_property_list', params, options);
    }
    /**
     * `osf_get_details` (details, osf): details action on osf.
     * @throws ApiError when the status is not 0
     */
    osfGetDetails(params, options) {
        return this.call('osf_get_details', params, options);
    }
    /**
     * `osf_get_list` (list, osf): list action on osf.
     * @throws ApiError when the status is not 0
     */
    osfGetList(params, options) {
        return this.call('osf_get_list', params, options);
    }
    /**
     * `osf_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    osfGetPropertyList(params, options) {
        return this.call('osf_get_property_list', params, options);
    }
    /**
     * `osf_tiny_list` (tiny, osf): tiny action on osf.
     * @throws ApiError when the status is not 0
     */
    osfTinyList(params, options) {
        return this.call('osf_tiny_list', params, options);
    }
    /**
     * `osf_update` (update, osf): update action on osf.
     * @throws ApiError when the status is not 0
     */
    osfUpdate(params, options) {
        return this.call('osf_update', params, options);
    }
    /**
     * `property_create` (create, property): create action on property.
     * @throws ApiError when the status is not 0
     */
    propertyCreate(params, options) {
        return this.call('property_create', params, options);
    }
    /**
     * `property_delete` (delete, property): delete action on property.
     * @throws ApiError when the status is not 0
     */
    propertyDelete(params, options) {
        return this.call('property_delete', params, options);
    }
    /**
     * `property_get_list` (list, property): list action on property.
     * @throws ApiError when the status is not 0
     */
    propertyGetList(params, options) {
        return this.call('property_get_list', params, options);
    }
    /**
     * `property_update` (update, property): update action on property.
     * @throws ApiError when the status is not 0
     */
    propertyUpdate(params, options) {
        return this.call('property_update', params, options);
    }
    /**
     * `role_all_ids` (all_ids, role): all_ids action on role.
     * @throws ApiError when the status is not 0
     */
    roleAllIds(params, options) {
        return this.call('role_all_ids', params, options);
    }
    /**
     * `role_create` (create, role): create action on role.
     * @throws ApiError when the status is not 0
     */
    roleCreate(params, options) {
        return this.call('role_create', params, options);
    }
    /**
     * `role_delete` (delete, role): delete action on role.
     * @throws ApiError when the status is not 0
     */
    roleDelete(params, options) {
        return this.call('role_delete', params, options);
    }
    /**
     * `role_get_details` (details, role): details action on role.
     * @throws ApiError when the status is not 0
     */
    roleGetDetails(params, options) {
        return this.call('role_get_details', params, options);
    }
    /**
     * `role_get_list` (list, role): list action on role.
     * @throws ApiError when the status is not 0
     */
    roleGetList(params, options) {
        return this.call('role_get_list', params, options);
    }
    /**
     * `role_tiny_list` (tiny, role): tiny action on role.
     * @throws ApiError when the status is not 0
     */
    roleTinyList(params, options) {
        return this.call('role_tiny_list', params, options);
    }
    /**
     * `role_update` (update, role): update action on role.
     * @throws ApiError when the status is not 0
     */
    roleUpdate(params, options) {
        return this.call('role_update', params, options);
    }
    /**
     * `session_delete` (bespoke, session): Ends sessions by id (from session_get_list): their next request answers 3200 and their live sockets end within a second. Ending the current one is a logout.
     * @throws ApiError when the status is not 0
     */
    sessionDelete(params, options) {
        return this.call('session_delete', params, options);
    }
    /**
     * `session_get_list` (bespoke, session): Open sessions the caller may see; `current` marks the request's own. Never a session id or its hash.
     * @throws ApiError when the status is not 0
     */
    sessionGetList(params, options) {
        return this.call('session_get_list', params, options);
    }
    /**
     * `sources_in_log` (bespoke, log_choice): The sources the audit log holds records from (`parameters.source` of the calls, such as WAT or CLI), as rows with `id` and `name` (both the source), for a filter's choices.
     * @throws ApiError when the status is not 0
     */
    sourcesInLog(params, options) {
        return this.call('sources_in_log', params, options);
    }
    /**
     * `svc_objects_statistics` (bespoke, statistic): bespoke action on statistic.
     * @throws ApiError when the status is not 0
     */
    svcObjectsStatistics(params, options) {
        return this.call('svc_objects_statistics', params, options);
    }
    /**
     * `tag_get_list` (list, tag): list action on tag.
     * @throws ApiError when the status is not 0
     */
    tagGetList(params, options) {
        return this.call('tag_get_list', params, options);
    }
    /**
     * `tag_tiny_list` (tiny, tag): tiny action on tag.
     * @throws ApiError when the status is not 0
     */
    tagTinyList(params, options) {
        return this.call('tag_tiny_list', params, options);
    }
    /**
     * `tenant_all_ids` (all_ids, tenant): all_ids action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantAllIds(params, options) {
        return this.call('tenant_all_ids', params, options);
    }
    /**
     * `tenant_attribute_view_set` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    tenantAttributeViewSet(params, options) {
        return this.call('tenant_attribute_view_set', params, options);
    }
    /**
     * `tenant_create` (create, tenant): create action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantCreate(params, options) {
        return this.call('tenant_create', params, options);
    }
    /**
     * `tenant_delete` (delete, tenant): delete action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantDelete(params, options) {
        return this.call('tenant_delete', params, options);
    }
    /**
     * `tenant_get_details` (details, tenant): details action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantGetDetails(params, options) {
        return this.call('tenant_get_details', params, options);
    }
    /**
     * `tenant_get_list` (list, tenant): list action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantGetList(params, options) {
        return this.call('tenant_get_list', params, options);
    }
    /**
     * `tenant_property_view_set` (bespoke, view_setting): Shows or hides a custom property (svc_obj_prop_id from K_create_property_list) for the caller's tenant.
     * @throws ApiError when the status is not 0
     */
    tenantPropertyViewSet(params, options) {
        return this.call('tenant_property_view_set', params, options);
    }
    /**
     * `tenant_tiny_list` (tiny, tenant): tiny action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantTinyList(params, options) {
        return this.call('tenant_tiny_list', params, options);
    }
    /**
     * `tenant_update` (update, tenant): update action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantUpdate(params, options) {
        return this.call('tenant_update', params, options);
    }
    /**
     * `tenant_view_get_list` (list, view_setting): list action on view_setting.
     * @throws ApiError when the status is not 0
     */
    tenantViewGetList(params, options) {
        return this.call('tenant_view_get_list', params, options);
    }
    /**
     * `tenant_view_reset` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    tenantViewReset(params, options) {
        return this.call('tenant_view_reset', params, options);
    }
    /**
     * `user_all_ids` (all_ids, user): Accepts the specification's ACLs (host.-massive., host.see-main.) and the user equivalents.
     * @throws ApiError when the status is not 0
     */
    userAllIds(params, options) {
        return this.call('user_all_ids', params, options);
    }
    /**
     * `user_create` (create, user): create action on user.
     * @throws ApiError when the status is not 0
     */
    userCreate(params, options) {
        return this.call('user_create', params, options);
    }
    /**
     * `user_create_property_list` (create, property_assignment): Assigns a property to the user kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    userCreatePropertyList(params, options) {
        return this.call('user_create_property_list', params, options);
    }
    /**
     * `user_delete` (delete, user): delete action on user.
     * @throws ApiError when the status is not 0
     */
    userDelete(params, options) {
        return this.call('user_delete', params, options);
    }
    /**
     * `user_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    userDeletePropertyList(params, options) {
        return this.call('user_delete_property_list', params, options);
    }
    /**
     * `user_get_details` (details, user): details action on user.
     * @throws ApiError when the status is not 0
     */
    userGetDetails(params, options) {
        return this.call('user_get_details', params, options);
    }
    /**
     * `user_get_list` (list, user): list action on user.
     * @throws ApiError when the status is not 0
     */
    userGetList(params, options) {
        return this.call('user_get_list', params, options);
    }
    /**
     * `user_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    userGetPropertyList(params, options) {
        return this.call('user_get_property_list', params, options);
    }
    /**
     * `user_get_state` (state, user): state action on user.
     * @throws ApiError when the status is not 0
     */
    userGetState(params, options) {
        return this.call('user_get_state', params, options);
    }
    /**
     * `user_tiny_list` (tiny, user): tiny action on user.
     * @throws ApiError when the status is not 0
     */
    userTinyList(params, options) {
        return this.call('user_tiny_list', params, options);
    }
    /**
     * `user_update` (update, user): update action on user.
     * @throws ApiError when the status is not 0
     */
    userUpdate(params, options) {
        return this.call('user_update', params, options);
    }
    /**
     * `vm_all_ids` (all_ids, vm): all_ids action on vm.
     * @throws ApiError when the status is not 0
     */
    vmAllIds(params, options) {
        return this.call('vm_all_ids', params, options);
    }
    /**
     * `vm_create` (create, vm): Creates a stopped, disconnected VM in its user's tenant (the user and the OS flavour must be of one tenant, the caller's for a tenant administrator: else 7110). Without `ip` it takes the first free address of the VM network; its mac follows from the ip.
     * @throws ApiError when the status is not 0
     */
    vmCreate(params, options) {
        return this.call('vm_create', params, options);
    }
    /**
     * `vm_create_property_list` (create, property_assignment): Assigns a property to the vm kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    vmCreatePropertyList(params, options) {
        return this.call('vm_create_property_list', params, options);
    }
    /**
     * `vm_delete` (delete, vm): Deletes stopped VMs; a VM in any other state is refused with 7310.
     * @throws ApiError when the status is not 0
     */
    vmDelete(params, options) {
        return this.call('vm_delete', params, options);
    }
    /**
     * `vm_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    vmDeletePropertyList(params, options) {
        return this.call('vm_delete_property_list', params, options);
    }
    /**
     * `vm_get_details` (details, vm): details action on vm.
     * @throws ApiError when the status is not 0
     */
    vmGetDetails(params, options) {
        return this.call('vm_get_details', params, options);
    }
    /**
     * `vm_get_list` (list, vm): list action on vm.
     * @throws ApiError when the status is not 0
     */
    vmGetList(params, options) {
        return this.call('vm_get_list', params, options);
    }
    /**
     * `vm_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    vmGetPropertyList(params, options) {
        return this.call('vm_get_property_list', params, options);
    }
    /**
     * `vm_start` (exec, vm): Starts stopped, unblocked VMs on the running, unblocked backend host with the fewest VMs (ties by id; none → 5140), booting the image their di_tag names, which they then hold in use; ports are assigned on the host.
     * @throws ApiError when the status is not 0
     */
    vmStart(params, options) {
        return this.call('vm_start', params, options);
    }
    /**
     * `vm_stop` (exec, vm): Stops VMs that are starting, running or debugging.
     * @throws ApiError when the status is not 0
     */
    vmStop(params, options) {
        return this.call('vm_stop', params, options);
    }
    /**
     * `vm_tiny_list` (tiny, vm): tiny action on vm.
     * @throws ApiError when the status is not 0
     */
    vmTinyList(params, options) {
        return this.call('vm_tiny_list', params, options);
    }
    /**
     * `vm_update` (update, vm): update action on vm.
     * @throws ApiError when the status is not 0
     */
    vmUpdate(params, options) {
        return this.call('vm_update', params, options);
    }
    /**
     * `vm_user_disconnect` (exec, vm): Disconnects the user from VMs they are connecting or connected to.
     * @throws ApiError when the status is not 0
     */
    vmUserDisconnect(params, options) {
        return this.call('vm_user_disconnect', params, options);
    }
    /**
     * `webhook_create` (bespoke, webhook): Subscribes `url` to the event `kinds` (at least one), from the caller's tenant (a superadministrator: every tenant, or `filter_tenant_id`), optionally of some `object_kinds` only. The subscription belongs to the caller, and its events show records as the caller sees them (with a token's ACLs when made with one). `secret` (16 to 128 characters) or one generated is answered once, in the row's `secret`. A URL the outbound policy refuses answers 7010; an unknown kind 7020.
     * @throws ApiError when the status is not 0
     */
    webhookCreate(params, options) {
        return this.call('webhook_create', params, options);
    }
    /**
     * `webhook_delete` (bespoke, webhook): Deletes subscriptions (by id) with their delivery log; what was queued for them is not sent.
     * @throws ApiError when the status is not 0
     */
    webhookDelete(params, options) {
        return this.call('webhook_delete', params, options);
    }
    /**
     * `webhook_delivery_get_list` (list, webhook_delivery): The delivery log of the subscriptions the caller sees (filter by webhook_id), newest first by default order_by id desc.
     * @throws ApiError when the status is not 0
     */
    webhookDeliveryGetList(params, options) {
        return this.call('webhook_delivery_get_list', params, options);
    }
    /**
     * `webhook_get_details` (details, webhook): One subscription, by id. Never the secret.
     * @throws ApiError when the status is not 0
     */
    webhookGetDetails(params, options) {
        return this.call('webhook_get_details', params, options);
    }
    /**
     * `webhook_get_list` (list, webhook): The subscriptions of the caller's tenant (a superadministrator's, of every tenant). Never the secret.
     * @throws ApiError when the status is not 0
     */
    webhookGetList(params, options) {
        return this.call('webhook_get_list', params, options);
    }
    /**
     * `webhook_redeliver` (bespoke, webhook_delivery): Sends deliveries (by id) again: each becomes a new delivery of the same event with the same body (same event id), queued now, whatever the first one's state. Answers the new deliveries' ids in `rows`.
     * @throws ApiError when the status is not 0
     */
    webhookRedeliver(params, options) {
        return this.call('webhook_redeliver', params, options);
    }
    /**
     * `webhook_test` (bespoke, webhook): Queues a `ping` event for each subscription selected (by id), signed and delivered as any other (to a paused subscription too, to check its target before resuming it; a disabled one sends it once enabled): answers the deliveries' ids in `rows`; follow them with webhook_delivery_get_list.
     * @throws ApiError when the status is not 0
     */
    webhookTest(params, options) {
        return this.call('webhook_test', params, options);
    }
    /**
     * `webhook_update` (bespoke, webhook): Changes subscriptions (by id): name, url, kinds, filters, enabled, or the secret (`secret` a new value, or `rotate_secret: 1` for a generated one; either is answered once, in the row's `secret`). Setting enabled (to 1) on a paused subscription resumes it: its queued deliveries are sent again from where they stopped. The caller becomes the subscription's owner (with the token it calls with, if any): its events show records as the caller may see them from then on, those queued included.
     * @throws ApiError when the status is not 0
     */
    webhookUpdate(params, options) {
        return this.call('webhook_update', params, options);
    }
    /**
     * Uploads a disk image (POST /api/di/upload) and creates its record with di_create's arguments.
     * In Node, `file` is a path or a Readable, streamed as it is read; in browsers a Blob or File.
     * @throws ApiError when the status is not 0
     */
    uploadDiskImage(file, args, fileName, options) {
        return this.uploadFile(args, file, fileName, options);
    }
    /**
     * Has the server download a disk image from `url` (http or https; the WebSocket /api/di/download) and create its record with di_create's arguments.
     * `onProgress` gets each progress frame (bytes written of the size the source told, null if it told none); aborting `signal` closes the socket, and the server keeps no file and no record. Needs a WebSocket class (in Node 20 the `ws` package's, the `WebSocket` option).
     * @throws ApiError when the final status is not 0 (2260: the download failed), LiveClosedError when the socket closed without one
     */
    downloadDiskImage(url, args, options) {
        return this.transferImage('api/di/download', 'di_create', { url, arguments: args }, options);
    }
    /**
     * Has the server copy the staging file `args.disk_image` (see dis_in_staging; the WebSocket /api/staging) and create its record with di_create's arguments.
     * The staging file stays. `onProgress` and `signal` as for downloadDiskImage.
     * @throws ApiError when the final status is not 0, LiveClosedError when the socket closed without one
     */
    copyStagedDiskImage(args, options) {
        return this.transferImage('api/staging', 'di_create', { arguments: args }, options);
    }
}
