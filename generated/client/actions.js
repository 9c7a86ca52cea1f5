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
    aclGetList(params) {
        return this.call('acl_get_list', params);
    }
    /**
     * `acl_tiny_list` (bespoke, acl): bespoke action on acl.
     * @throws ApiError when the status is not 0
     */
    aclTinyList(params) {
        return this.call('acl_tiny_list', params);
    }
    /**
     * `action_get_list` (bespoke, log_choice): The names of every action, as rows with `id` and `name` (both the name), for the choices of the log's `action` filter.
     * @throws ApiError when the status is not 0
     */
    actionGetList(params) {
        return this.call('action_get_list', params);
    }
    /**
     * `admin_attribute_view_set` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    adminAttributeViewSet(params) {
        return this.call('admin_attribute_view_set', params);
    }
    /**
     * `admin_property_view_set` (bespoke, view_setting): Shows or hides a custom property for the caller only.
     * @throws ApiError when the status is not 0
     */
    adminPropertyViewSet(params) {
        return this.call('admin_property_view_set', params);
    }
    /**
     * `admin_view_reset` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    adminViewReset(params) {
        return this.call('admin_view_reset', params);
    }
    /**
     * `administrator_all_ids` (all_ids, administrator): all_ids action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorAllIds(params) {
        return this.call('administrator_all_ids', params);
    }
    /**
     * `administrator_create` (create, administrator): create action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorCreate(params) {
        return this.call('administrator_create', params);
    }
    /**
     * `administrator_delete` (delete, administrator): delete action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorDelete(params) {
        return this.call('administrator_delete', params);
    }
    /**
     * `administrator_get_details` (details, administrator): details action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorGetDetails(params) {
        return this.call('administrator_get_details', params);
    }
    /**
     * `administrator_get_list` (list, administrator): list action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorGetList(params) {
        return this.call('administrator_get_list', params);
    }
    /**
     * `administrator_tiny_list` (tiny, administrator): tiny action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorTinyList(params) {
        return this.call('administrator_tiny_list', params);
    }
    /**
     * `administrator_update` (update, administrator): update action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorUpdate(params) {
        return this.call('administrator_update', params);
    }
    /**
     * `config_delete` (bespoke, config_token): Resets a core token to its default (7390 when it already is) or removes a custom token.
     * @throws ApiError when the status is not 0
     */
    configDelete(params) {
        return this.call('config_delete', params);
    }
    /**
     * `config_get` (bespoke, config_token): bespoke action on config_token.
     * @throws ApiError when the status is not 0
     */
    configGet(params) {
        return this.call('config_get', params);
    }
    /**
     * `config_set` (bespoke, config_token): Sets a token for a tenant (tenant -1 for global tokens); answers a row with tenant_id and key.
     * @throws ApiError when the status is not 0
     */
    configSet(params) {
        return this.call('config_set', params);
    }
    /**
     * `config_ssl` (bespoke, config_token): Stores the server's TLS certificate, key, revocation list and authority (PEM); used from the next start.
     * @throws ApiError when the status is not 0
     */
    configSsl(params) {
        return this.call('config_ssl', params);
    }
    /**
     * `config_wat_get_details` (bespoke, config_token): The web client settings of a tenant - rows with language, block and tenant_id.
     * @throws ApiError when the status is not 0
     */
    configWatGetDetails(params) {
        return this.call('config_wat_get_details', params);
    }
    /**
     * `config_wat_get_list` (bespoke, config_token): The same answer as config_wat_get_details, under the name the original web console calls.
     * @throws ApiError when the status is not 0
     */
    configWatGetList(params) {
        return this.call('config_wat_get_list', params);
    }
    /**
     * `config_wat_update` (bespoke, config_token): Changes the web client settings (language, block) of a tenant.
     * @throws ApiError when the status is not 0
     */
    configWatUpdate(params) {
        return this.call('config_wat_update', params);
    }
    /**
     * `current_admin_setup` (bespoke): The caller's own settings, ACLs and views; answers a fresh `sid` when called with credentials.
     * @throws ApiError when the status is not 0
     */
    currentAdminSetup(params) {
        return this.call('current_admin_setup', params);
    }
    /**
     * `di_all_ids` (all_ids, di): all_ids action on di.
     * @throws ApiError when the status is not 0
     */
    diAllIds(params) {
        return this.call('di_all_ids', params);
    }
    /**
     * `di_create` (create, di): Registers a disk image of an OS flavour; the file arrives by upload, staging copy or download.
     * @throws ApiError when the status is not 0
     */
    diCreate(params) {
        return this.call('di_create', params);
    }
    /**
     * `di_create_property_list` (create, property_assignment): Assigns a property to the di kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    diCreatePropertyList(params) {
        return this.call('di_create_property_list', params);
    }
    /**
     * `di_delete` (delete, di): delete action on di.
     * @throws ApiError when the status is not 0
     */
    diDelete(params) {
        return this.call('di_delete', params);
    }
    /**
     * `di_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    diDeletePropertyList(params) {
        return this.call('di_delete_property_list', params);
    }
    /**
     * `di_get_details` (details, di): details action on di.
     * @throws ApiError when the status is not 0
     */
    diGetDetails(params) {
        return this.call('di_get_details', params);
    }
    /**
     * `di_get_list` (list, di): list action on di.
     * @throws ApiError when the status is not 0
     */
    diGetList(params) {
        return this.call('di_get_list', params);
    }
    /**
     * `di_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    diGetPropertyList(params) {
        return this.call('di_get_property_list', params);
    }
    /**
     * `di_tiny_list` (tiny, di): tiny action on di.
     * @throws ApiError when the status is not 0
     */
    diTinyList(params) {
        return this.call('di_tiny_list', params);
    }
    /**
     * `di_update` (update, di): update action on di.
     * @throws ApiError when the status is not 0
     */
    diUpdate(params) {
        return this.call('di_update', params);
    }
    /**
     * `dis_in_staging` (bespoke): Disk image files waiting in the staging directory ($SVC_DATA_DIR/staging), as rows with `name`.
     * @throws ApiError when the status is not 0
     */
    disInStaging(params) {
        return this.call('dis_in_staging', params);
    }
    /**
     * `get_acls_in_admins` (bespoke, acl): The ACLs an administrator holds or links through their roles, with the roles they come from.
     * @throws ApiError when the status is not 0
     */
    getAclsInAdmins(params) {
        return this.call('get_acls_in_admins', params);
    }
    /**
     * `get_acls_in_roles` (bespoke, acl): The ACLs a role holds or links (own, inherited or denied), with the roles they come from.
     * @throws ApiError when the status is not 0
     */
    getAclsInRoles(params) {
        return this.call('get_acls_in_roles', params);
    }
    /**
     * `host_all_ids` (all_ids, host): all_ids action on host.
     * @throws ApiError when the status is not 0
     */
    hostAllIds(params) {
        return this.call('host_all_ids', params);
    }
    /**
     * `host_create` (create, host): create action on host.
     * @throws ApiError when the status is not 0
     */
    hostCreate(params) {
        return this.call('host_create', params);
    }
    /**
     * `host_create_property_list` (create, property_assignment): Assigns a property to the host kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    hostCreatePropertyList(params) {
        return this.call('host_create_property_list', params);
    }
    /**
     * `host_delete` (delete, host): delete action on host.
     * @throws ApiError when the status is not 0
     */
    hostDelete(params) {
        return this.call('host_delete', params);
    }
    /**
     * `host_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    hostDeletePropertyList(params) {
        return this.call('host_delete_property_list', params);
    }
    /**
     * `host_get_details` (details, host): details action on host.
     * @throws ApiError when the status is not 0
     */
    hostGetDetails(params) {
        return this.call('host_get_details', params);
    }
    /**
     * `host_get_list` (list, host): list action on host.
     * @throws ApiError when the status is not 0
     */
    hostGetList(params) {
        return this.call('host_get_list', params);
    }
    /**
     * `host_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    hostGetPropertyList(params) {
        return this.call('host_get_property_list', params);
    }
    /**
     * `host_get_state` (state, host): state action on host.
     * @throws ApiError when the status is not 0
     */
    hostGetState(params) {
        return this.call('host_get_state', params);
    }
    /**
     * `host_tiny_list` (tiny, host): tiny action on host.
     * @throws ApiError when the status is not 0
     */
    hostTinyList(params) {
        return this.call('host_tiny_list', params);
    }
    /**
     * `host_update` (update, host): update action on host.
     * @throws ApiError when the status is not 0
     */
    hostUpdate(params) {
        return this.call('host_update', params);
    }
    /**
     * `log_get_list` (list, log): list action on log.
     * @throws ApiError when the status is not 0
     */
    logGetList(params) {
        return this.call('log_get_list', params);
    }
    /**
     * `myadmin_update` (update, administrator): Updates the caller's own record; needs no ACL.
     * @throws ApiError when the status is not 0
     */
    myadminUpdate(params) {
        return this.call('myadmin_update', params);
    }
    /**
     * `mytenant_update` (update, tenant): Updates the caller's own tenant.
     * @throws ApiError when the status is not 0
     */
    mytenantUpdate(params) {
        return this.call('mytenant_update', params);
    }
    /**
     * `number_of_acls_in_admin` (bespoke, acl): Counts the ACLs whose names match each pattern of `acl_pattern` and those the administrator effectively holds.
     * @throws ApiError when the status is not 0
     */
    numberOfAclsInAdmin(params) {
        return this.call('number_of_acls_in_admin', params);
    }
    /**
     * `number_of_acls_in_role` (bespoke, acl): Counts the ACLs whose names match each pattern of `acl_pattern` and those the role effectively holds.
     * @throws ApiError when the status is not 0
     */
    numberOfAclsInRole(params) {
        return this.call('number_of_acls_in_role', params);
    }
    /**
     * `object_get_list` (bespoke, log_choice): The kinds of object the log records (`object_kind`), as rows with `id` and `name` (both the kind), for the choices of the log's object filter.
     * @throws ApiError when the status is not 0
     */
    objectGetList(params) {
        return this.call('object_get_list', params);
    }
    /**
     * `osf_all_ids` (all_ids, osf): all_ids action on osf.
     * @throws ApiError when the status is not 0
     */
    osfAllIds(params) {
        return this.call('osf_all_ids', params);
    }
    /**
     * `osf_create` (create, osf): create action on osf.
     * @throws ApiError when the status is not 0
     */
    osfCreate(params) {
        return this.call('osf_create', params);
    }
    /**
     * `osf_create_property_list` (create, property_assignment): Assigns a property to the osf kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    osfCreatePropertyList(params) {
        return this.call('osf_create_property_list', params);
    }
    /**
     * `osf_delete` (delete, osf): delete action on osf.
     * @throws ApiError when the status is not 0
     */
    osfDelete(params) {
        return this.call('osf_delete', params);
    }
    /**
     * `osf_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    osfDeletePropertyList(params) {
        return this.call('osf_delete_property_list', params);
    }
    /**
     * `osf_get_details` (details, osf): details action on osf.
     * @throws ApiError when the status is not 0
     */
    osfGetDetails(params) {
        return this.call('osf_get_details', params);
    }
    /**
     * `osf_get_list` (list, osf): list action on osf.
     * @throws ApiError when the status is not 0
     */
    osfGetList(params) {
        return this.call('osf_get_list', params);
    }
    /**
     * `osf_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    osfGetPropertyList(params) {
        return this.call('osf_get_property_list', params);
    }
    /**
     * `osf_tiny_list` (tiny, osf): tiny action on osf.
     * @throws ApiError when the status is not 0
     */
    osfTinyList(params) {
        return this.call('osf_tiny_list', params);
    }
    /**
     * `osf_update` (update, osf): update action on osf.
     * @throws ApiError when the status is not 0
     */
    osfUpdate(params) {
        return this.call('osf_update', params);
    }
    /**
     * `property_create` (create, property): create action on property.
     * @throws ApiError when the status is not 0
     */
    propertyCreate(params) {
        return this.call('property_create', params);
    }
    /**
     * `property_delete` (delete, property): delete action on property.
     * @throws ApiError when the status is not 0
     */
    propertyDelete(params) {
        return this.call('property_delete', params);
    }
    /**
     * `property_get_list` (list, property): list action on property.
     * @throws ApiError when the status is not 0
     */
    propertyGetList(params) {
        return this.call('property_get_list', params);
    }
    /**
     * `property_update` (update, property): update action on property.
     * @throws ApiError when the status is not 0
     */
    propertyUpdate(params) {
        return this.call('property_update', params);
    }
    /**
     * `role_all_ids` (all_ids, role): all_ids action on role.
     * @throws ApiError when the status is not 0
     */
    roleAllIds(params) {
        return this.call('role_all_ids', params);
    }
    /**
     * `role_create` (create, role): create action on role.
     * @throws ApiError when the status is not 0
     */
    roleCreate(params) {
        return this.call('role_create', params);
    }
    /**
     * `role_delete` (delete, role): delete action on role.
     * @throws ApiError when the status is not 0
     */
    roleDelete(params) {
        return this.call('role_delete', params);
    }
    /**
     * `role_get_details` (details, role): details action on role.
     * @throws ApiError when the status is not 0
     */
    roleGetDetails(params) {
        return this.call('role_get_details', params);
    }
    /**
     * `role_get_list` (list, role): list action on role.
     * @throws ApiError when the status is not 0
     */
    roleGetList(params) {
        return this.call('role_get_list', params);
    }
    /**
     * `role_tiny_list` (tiny, role): tiny action on role.
     * @throws ApiError when the status is not 0
     */
    roleTinyList(params) {
        return this.call('role_tiny_list', params);
    }
    /**
     * `role_update` (update, role): update action on role.
     * @throws ApiError when the status is not 0
     */
    roleUpdate(params) {
        return this.call('role_update', params);
    }
    /**
     * `sources_in_log` (bespoke, log_choice): The sources the audit log holds records from (`parameters.source` of the calls, such as WAT or CLI), as rows with `id` and `name` (both the source), for a filter's choices.
     * @throws ApiError when the status is not 0
     */
    sourcesInLog(params) {
        return this.call('sources_in_log', params);
    }
    /**
     * `svc_objects_statistics` (bespoke): bespoke action.
     * @throws ApiError when the status is not 0
     */
    svcObjectsStatistics(params) {
        return this.call('svc_objects_statistics', params);
    }
    /**
     * `tag_get_list` (list, tag): list action on tag.
     * @throws ApiError when the status is not 0
     */
    tagGetList(params) {
        return this.call('tag_get_list', params);
    }
    /**
     * `tag_tiny_list` (tiny, tag): tiny action on tag.
     * @throws ApiError when the status is not 0
     */
    tagTinyList(params) {
        return this.call('tag_tiny_list', params);
    }
    /**
     * `tenant_all_ids` (all_ids, tenant): all_ids action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantAllIds(params) {
        return this.call('tenant_all_ids', params);
    }
    /**
     * `tenant_attribute_view_set` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    tenantAttributeViewSet(params) {
        return this.call('tenant_attribute_view_set', params);
    }
    /**
     * `tenant_create` (create, tenant): create action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantCreate(params) {
        return this.call('tenant_create', params);
    }
    /**
     * `tenant_delete` (delete, tenant): delete action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantDelete(params) {
        return this.call('tenant_delete', params);
    }
    /**
     * `tenant_get_details` (details, tenant): details action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantGetDetails(params) {
        return this.call('tenant_get_details', params);
    }
    /**
     * `tenant_get_list` (list, tenant): list action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantGetList(params) {
        return this.call('tenant_get_list', params);
    }
    /**
     * `tenant_property_view_set` (bespoke, view_setting): Shows or hides a custom property (svc_obj_prop_id from K_create_property_list) for the caller's tenant.
     * @throws ApiError when the status is not 0
     */
    tenantPropertyViewSet(params) {
        return this.call('tenant_property_view_set', params);
    }
    /**
     * `tenant_tiny_list` (tiny, tenant): tiny action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantTinyList(params) {
        return this.call('tenant_tiny_list', params);
    }
    /**
     * `tenant_update` (update, tenant): update action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantUpdate(params) {
        return this.call('tenant_update', params);
    }
    /**
     * `tenant_view_get_list` (list, view_setting): list action on view_setting.
     * @throws ApiError when the status is not 0
     */
    tenantViewGetList(params) {
        return this.call('tenant_view_get_list', params);
    }
    /**
     * `tenant_view_reset` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    tenantViewReset(params) {
        return this.call('tenant_view_reset', params);
    }
    /**
     * `user_all_ids` (all_ids, user): Accepts the specification's ACLs (host.-massive., host.see-main.) and the user equivalents.
     * @throws ApiError when the status is not 0
     */
    userAllIds(params) {
        return this.call('user_all_ids', params);
    }
    /**
     * `user_create` (create, user): create action on user.
     * @throws ApiError when the status is not 0
     */
    userCreate(params) {
        return this.call('user_create', params);
    }
    /**
     * `user_create_property_list` (create, property_assignment): Assigns a property to the user kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    userCreatePropertyList(params) {
        return this.call('user_create_property_list', params);
    }
    /**
     * `user_delete` (delete, user): delete action on user.
     * @throws ApiError when the status is not 0
     */
    userDelete(params) {
        return this.call('user_delete', params);
    }
    /**
     * `user_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    userDeletePropertyList(params) {
        return this.call('user_delete_property_list', params);
    }
    /**
     * `user_get_details` (details, user): details action on user.
     * @throws ApiError when the status is not 0
     */
    userGetDetails(params) {
        return this.call('user_get_details', params);
    }
    /**
     * `user_get_list` (list, user): list action on user.
     * @throws ApiError when the status is not 0
     */
    userGetList(params) {
        return this.call('user_get_list', params);
    }
    /**
     * `user_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    userGetPropertyList(params) {
        return this.call('user_get_property_list', params);
    }
    /**
     * `user_get_state` (state, user): state action on user.
     * @throws ApiError when the status is not 0
     */
    userGetState(params) {
        return this.call('user_get_state', params);
    }
    /**
     * `user_tiny_list` (tiny, user): tiny action on user.
     * @throws ApiError when the status is not 0
     */
    userTinyList(params) {
        return this.call('user_tiny_list', params);
    }
    /**
     * `user_update` (update, user): update action on user.
     * @throws ApiError when the status is not 0
     */
    userUpdate(params) {
        return this.call('user_update', params);
    }
    /**
     * `vm_all_ids` (all_ids, vm): all_ids action on vm.
     * @throws ApiError when the status is not 0
     */
    vmAllIds(params) {
        return this.call('vm_all_ids', params);
    }
    /**
     * `vm_create` (create, vm): Creates a stopped, disconnected VM in its user's tenant (the user and the OS flavour must be of one tenant, the caller's for a tenant administrator: else 7110). Without `ip` it takes the first free address of the VM network; its mac follows from the ip.
     * @throws ApiError when the status is not 0
     */
    vmCreate(params) {
        return this.call('vm_create', params);
    }
    /**
     * `vm_create_property_list` (create, property_assignment): Assigns a property to the vm kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    vmCreatePropertyList(params) {
        return this.call('vm_create_property_list', params);
    }
    /**
     * `vm_delete` (delete, vm): Deletes stopped VMs; a VM in any other state is refused with 7310.
     * @throws ApiError when the status is not 0
     */
    vmDelete(params) {
        return this.call('vm_delete', params);
    }
    /**
     * `vm_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    vmDeletePropertyList(params) {
        return this.call('vm_delete_property_list', params);
    }
    /**
     * `vm_get_details` (details, vm): details action on vm.
     * @throws ApiError when the status is not 0
     */
    vmGetDetails(params) {
        return this.call('vm_get_details', params);
    }
    /**
     * `vm_get_list` (list, vm): list action on vm.
     * @throws ApiError when the status is not 0
     */
    vmGetList(params) {
        return this.call('vm_get_list', params);
    }
    /**
     * `vm_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    vmGetPropertyList(params) {
        return this.call('vm_get_property_list', params);
    }
    /**
     * `vm_start` (exec, vm): Starts stopped, unblocked VMs on the running, unblocked backend host with the fewest VMs (ties by id; none → 5140), booting the image their di_tag names, which they then hold in use; ports are assigned on the host.
     * @throws ApiError when the status is not 0
     */
    vmStart(params) {
        return this.call('vm_start', params);
    }
    /**
     * `vm_stop` (exec, vm): Stops VMs that are starting, running or debugging.
     * @throws ApiError when the status is not 0
     */
    vmStop(params) {
        return this.call('vm_stop', params);
    }
    /**
     * `vm_tiny_list` (tiny, vm): tiny action on vm.
     * @throws ApiError when the status is not 0
     */
    vmTinyList(params) {
        return this.call('vm_tiny_list', params);
    }
    /**
     * `vm_update` (update, vm): update action on vm.
     * @throws ApiError when the status is not 0
     */
    vmUpdate(params) {
        return this.call('vm_update', params);
    }
    /**
     * `vm_user_disconnect` (exec, vm): Disconnects the user from VMs they are connecting or connected to.
     * @throws ApiError when the status is not 0
     */
    vmUserDisconnect(params) {
        return this.call('vm_user_disconnect', params);
    }
    /**
     * Uploads a disk image (POST /api/di/upload) and creates its record with di_create's arguments.
     * In Node, `file` is a path or a Readable, streamed as it is read; in browsers a Blob or File.
     * @throws ApiError when the status is not 0
     */
    uploadDiskImage(file, args, fileName) {
        return this.uploadFile(args, file, fileName);
    }
}
