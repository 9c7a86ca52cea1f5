# Generated from catalog/ by `make gen`; do not edit.
# fish completion of svc: svc completion fish | source
function __svc_words
  set -l words (commandline -opc)
  set -e words[1]
  set -l out
  set -l skip 0
  for w in $words
    if test $skip -eq 1
      set skip 0
      continue
    end
    switch $w
      case --profile -o --output --filter -f --where -w --fields --order --limit --page --property --delete-property --timeout
        set skip 1
      case '-*'
      case '*'
        set -a out $w
    end
  end
  if test (count $out) -gt 0
    printf '%s\n' $out
  end
end
function __svc_at
  set -l w (__svc_words)
  test (count $w) -eq $argv[1]
end
function __svc_is
  set -l w (__svc_words)
  test (count $w) -ge 2; and test "$w[1]" = $argv[1]; and test "$w[2]" = $argv[2]
end
function __svc_noun
  set -l w (__svc_words)
  test (count $w) -eq 1; and test "$w[1]" = $argv[1]
end
complete -c svc -f
complete -c svc -l profile -r -d 'saved server and credentials'
complete -c svc -l timeout -r -d 'seconds a call may take'
complete -c svc -s o -l output -x -a 'table json yaml csv ids'
complete -c svc -n '__svc_at 0' -a login
complete -c svc -n '__svc_at 0' -a logout
complete -c svc -n '__svc_at 0' -a profiles
complete -c svc -n '__svc_at 0' -a completion
complete -c svc -n '__svc_noun completion' -a 'bash zsh fish'
complete -c svc -n '__svc_at 0' -a acl -d 'ACLs are read only.'
complete -c svc -n '__svc_at 0' -a administrator -d 'Administrators log in to this API.'
complete -c svc -n '__svc_at 0' -a api-token -d 'API tokens for scripts and tools: `Authorization: Bearer svca_...` on every rout'
complete -c svc -n '__svc_at 0' -a config -d 'Configuration tokens - core tokens with catalog defaults, overridden per tenant;'
complete -c svc -n '__svc_at 0' -a di -d 'Disk images of the OS flavours, with their tags.'
complete -c svc -n '__svc_at 0' -a di-property -d 'Custom properties are per-tenant keys assigned to object kinds (user, vm, host, '
complete -c svc -n '__svc_at 0' -a host -d 'Hosts are the nodes that run virtual machines.'
complete -c svc -n '__svc_at 0' -a host-property -d 'Custom properties are per-tenant keys assigned to object kinds (user, vm, host, '
complete -c svc -n '__svc_at 0' -a job -d 'Jobs: every massive write (an update, delete or state change selecting its recor'
complete -c svc -n '__svc_at 0' -a job-record -d 'Jobs: every massive write (an update, delete or state change selecting its recor'
complete -c svc -n '__svc_at 0' -a log -d 'The audit log records every write, login and refused action.'
complete -c svc -n '__svc_at 0' -a me -d 'Two-factor authentication of local administrators (TOTP, RFC 6238): each adminis'
complete -c svc -n '__svc_at 0' -a osf -d 'OS flavours own disk images and virtual machines and carry memory, overlay and u'
complete -c svc -n '__svc_at 0' -a osf-property -d 'Custom properties are per-tenant keys assigned to object kinds (user, vm, host, '
complete -c svc -n '__svc_at 0' -a property -d 'Custom properties are per-tenant keys assigned to object kinds (user, vm, host, '
complete -c svc -n '__svc_at 0' -a role -d 'Roles group ACLs.'
complete -c svc -n '__svc_at 0' -a session -d 'The sessions of administrators: when each began, when it was last used, from whi'
complete -c svc -n '__svc_at 0' -a statistics -d 'Usage statistics of the caller\'s scope, from live queries.'
complete -c svc -n '__svc_at 0' -a tag -d 'Disk images of the OS flavours, with their tags.'
complete -c svc -n '__svc_at 0' -a tenant -d 'Tenants partition the platform.'
complete -c svc -n '__svc_at 0' -a user -d 'Users connect to virtual machines.'
complete -c svc -n '__svc_at 0' -a user-property -d 'Custom properties are per-tenant keys assigned to object kinds (user, vm, host, '
complete -c svc -n '__svc_at 0' -a view -d 'Display settings of the web administration client.'
complete -c svc -n '__svc_at 0' -a vm -d 'Virtual machines: each belongs to a user and an OS flavour of the user\'s tenant '
complete -c svc -n '__svc_at 0' -a vm-property -d 'Custom properties are per-tenant keys assigned to object kinds (user, vm, host, '
complete -c svc -n '__svc_at 0' -a webhook -d 'Webhooks: subscriptions that POST the platform\'s events, signed, to an HTTP(S) a'
complete -c svc -n '__svc_at 0' -a webhook-delivery -d 'Webhooks: subscriptions that POST the platform\'s events, signed, to an HTTP(S) a'
complete -c svc -n '__svc_noun acl' -a 'count-in-admin count-in-role list list-in-admins list-in-roles tiny-list'
complete -c svc -n '__svc_noun administrator' -a 'all-ids create delete details list second-factor-reset tiny-list update'
complete -c svc -n '__svc_noun api-token' -a 'create delete details list update'
complete -c svc -n '__svc_noun config' -a 'delete get set ssl web-details web-list web-update'
complete -c svc -n '__svc_noun di' -a 'all-ids create delete details list staging tiny-list update upload download import-staged'
complete -c svc -n '__svc_noun di-property' -a 'assign list unassign'
complete -c svc -n '__svc_noun host' -a 'all-ids create delete details list state tiny-list update'
complete -c svc -n '__svc_noun host-property' -a 'assign list unassign'
complete -c svc -n '__svc_noun job' -a 'cancel details list'
complete -c svc -n '__svc_noun job-record' -a 'list'
complete -c svc -n '__svc_noun log' -a 'actions list objects sources'
complete -c svc -n '__svc_noun me' -a 'second-factor second-factor-confirm second-factor-enrol second-factor-remove setup update'
complete -c svc -n '__svc_noun osf' -a 'all-ids create delete details list tiny-list update'
complete -c svc -n '__svc_noun osf-property' -a 'assign list unassign'
complete -c svc -n '__svc_noun property' -a 'create delete list update'
complete -c svc -n '__svc_noun role' -a 'all-ids create delete details list tiny-list update'
complete -c svc -n '__svc_noun session' -a 'delete list'
complete -c svc -n '__svc_noun statistics' -a 'show'
complete -c svc -n '__svc_noun tag' -a 'list tiny-list'
complete -c svc -n '__svc_noun tenant' -a 'all-ids create delete details list tiny-list update update-mine'
complete -c svc -n '__svc_noun user' -a 'all-ids create delete details list state tiny-list update'
complete -c svc -n '__svc_noun user-property' -a 'assign list unassign'
complete -c svc -n '__svc_noun view' -a 'list reset-admin reset-tenant set-admin-attribute set-admin-property set-tenant-attribute set-tenant-property'
complete -c svc -n '__svc_noun vm' -a 'all-ids create delete details disconnect list start stop tiny-list update'
complete -c svc -n '__svc_noun vm-property' -a 'assign list unassign'
complete -c svc -n '__svc_noun webhook' -a 'create delete details list redeliver test update'
complete -c svc -n '__svc_noun webhook-delivery' -a 'list'
complete -c svc -n '__svc_is acl count-in-admin' -l filter -x -a 'admin_id acl_pattern'
complete -c svc -n '__svc_is acl count-in-admin' -l where -r
complete -c svc -n '__svc_is acl count-in-admin' -l help
complete -c svc -n '__svc_is acl count-in-role' -l filter -x -a 'role_id acl_pattern'
complete -c svc -n '__svc_is acl count-in-role' -l where -r
complete -c svc -n '__svc_is acl count-in-role' -l help
complete -c svc -n '__svc_is acl list' -l filter -x -a 'id name description acl_name admin_id operative'
complete -c svc -n '__svc_is acl list' -l where -r
complete -c svc -n '__svc_is acl list' -l fields -x -a 'id name description roles operative'
complete -c svc -n '__svc_is acl list' -l order -x -a 'id name description'
complete -c svc -n '__svc_is acl list' -l limit -r
complete -c svc -n '__svc_is acl list' -l page -r
complete -c svc -n '__svc_is acl list' -l all
complete -c svc -n '__svc_is acl list' -l help
complete -c svc -n '__svc_is acl list-in-admins' -l filter -x -a 'id name description acl_name admin_id operative'
complete -c svc -n '__svc_is acl list-in-admins' -l where -r
complete -c svc -n '__svc_is acl list-in-admins' -l fields -x -a 'id name description roles operative'
complete -c svc -n '__svc_is acl list-in-admins' -l order -x -a 'id name description'
complete -c svc -n '__svc_is acl list-in-admins' -l limit -r
complete -c svc -n '__svc_is acl list-in-admins' -l page -r
complete -c svc -n '__svc_is acl list-in-admins' -l all
complete -c svc -n '__svc_is acl list-in-admins' -l help
complete -c svc -n '__svc_is acl list-in-roles' -l filter -x -a 'id name description acl_name role_id operative'
complete -c svc -n '__svc_is acl list-in-roles' -l where -r
complete -c svc -n '__svc_is acl list-in-roles' -l fields -x -a 'id name description roles operative'
complete -c svc -n '__svc_is acl list-in-roles' -l order -x -a 'id name description'
complete -c svc -n '__svc_is acl list-in-roles' -l limit -r
complete -c svc -n '__svc_is acl list-in-roles' -l page -r
complete -c svc -n '__svc_is acl list-in-roles' -l all
complete -c svc -n '__svc_is acl list-in-roles' -l help
complete -c svc -n '__svc_is acl tiny-list' -l filter -x -a 'name'
complete -c svc -n '__svc_is acl tiny-list' -l where -r
complete -c svc -n '__svc_is acl tiny-list' -l fields -x -a 'id name'
complete -c svc -n '__svc_is acl tiny-list' -l order -x -a 'id name description'
complete -c svc -n '__svc_is acl tiny-list' -l limit -r
complete -c svc -n '__svc_is acl tiny-list' -l page -r
complete -c svc -n '__svc_is acl tiny-list' -l all
complete -c svc -n '__svc_is acl tiny-list' -l help
complete -c svc -n '__svc_is administrator all-ids' -l filter -x -a 'id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is administrator all-ids' -l where -r
complete -c svc -n '__svc_is administrator all-ids' -l fields -x -a 'id'
complete -c svc -n '__svc_is administrator all-ids' -l order -x -a 'id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is administrator all-ids' -l limit -r
complete -c svc -n '__svc_is administrator all-ids' -l page -r
complete -c svc -n '__svc_is administrator all-ids' -l all
complete -c svc -n '__svc_is administrator all-ids' -l help
complete -c svc -n '__svc_is administrator create' -l tenant-id -r
complete -c svc -n '__svc_is administrator create' -l name -r
complete -c svc -n '__svc_is administrator create' -l password -r
complete -c svc -n '__svc_is administrator create' -l description -r
complete -c svc -n '__svc_is administrator create' -l block -r
complete -c svc -n '__svc_is administrator create' -l language -r
complete -c svc -n '__svc_is administrator create' -l roles -r
complete -c svc -n '__svc_is administrator create' -l dry-run
complete -c svc -n '__svc_is administrator create' -l help
complete -c svc -n '__svc_is administrator delete' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is administrator delete' -l where -r
complete -c svc -n '__svc_is administrator delete' -l yes
complete -c svc -n '__svc_is administrator delete' -l dry-run
complete -c svc -n '__svc_is administrator delete' -l wait
complete -c svc -n '__svc_is administrator delete' -l help
complete -c svc -n '__svc_is administrator details' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is administrator details' -l where -r
complete -c svc -n '__svc_is administrator details' -l fields -x -a 'id tenant_id tenant_name name description roles block language creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is administrator details' -l order -x -a 'id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is administrator details' -l help
complete -c svc -n '__svc_is administrator list' -l filter -x -a 'id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is administrator list' -l where -r
complete -c svc -n '__svc_is administrator list' -l fields -x -a 'id tenant_id tenant_name name description roles block language creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is administrator list' -l order -x -a 'id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is administrator list' -l limit -r
complete -c svc -n '__svc_is administrator list' -l page -r
complete -c svc -n '__svc_is administrator list' -l all
complete -c svc -n '__svc_is administrator list' -l help
complete -c svc -n '__svc_is administrator second-factor-reset' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is administrator second-factor-reset' -l where -r
complete -c svc -n '__svc_is administrator second-factor-reset' -l yes
complete -c svc -n '__svc_is administrator second-factor-reset' -l dry-run
complete -c svc -n '__svc_is administrator second-factor-reset' -l help
complete -c svc -n '__svc_is administrator tiny-list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is administrator tiny-list' -l where -r
complete -c svc -n '__svc_is administrator tiny-list' -l fields -x -a 'tenant_id id name tenant_name'
complete -c svc -n '__svc_is administrator tiny-list' -l order -x -a 'id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is administrator tiny-list' -l limit -r
complete -c svc -n '__svc_is administrator tiny-list' -l page -r
complete -c svc -n '__svc_is administrator tiny-list' -l all
complete -c svc -n '__svc_is administrator tiny-list' -l help
complete -c svc -n '__svc_is administrator update' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is administrator update' -l where -r
complete -c svc -n '__svc_is administrator update' -l name -r
complete -c svc -n '__svc_is administrator update' -l password -r
complete -c svc -n '__svc_is administrator update' -l description -r
complete -c svc -n '__svc_is administrator update' -l block -r
complete -c svc -n '__svc_is administrator update' -l language -r
complete -c svc -n '__svc_is administrator update' -l roles-changes -r
complete -c svc -n '__svc_is administrator update' -l yes
complete -c svc -n '__svc_is administrator update' -l dry-run
complete -c svc -n '__svc_is administrator update' -l wait
complete -c svc -n '__svc_is administrator update' -l help
complete -c svc -n '__svc_is api-token create' -l name -r
complete -c svc -n '__svc_is api-token create' -l admin-id -r
complete -c svc -n '__svc_is api-token create' -l expiration-date -r
complete -c svc -n '__svc_is api-token create' -l acls -r
complete -c svc -n '__svc_is api-token create' -l dry-run
complete -c svc -n '__svc_is api-token create' -l help
complete -c svc -n '__svc_is api-token delete' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is api-token delete' -l where -r
complete -c svc -n '__svc_is api-token delete' -l yes
complete -c svc -n '__svc_is api-token delete' -l dry-run
complete -c svc -n '__svc_is api-token delete' -l help
complete -c svc -n '__svc_is api-token details' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is api-token details' -l where -r
complete -c svc -n '__svc_is api-token details' -l fields -x -a 'id name admin_id admin_name tenant_id tenant_name acls expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is api-token details' -l order -x -a 'id name admin_id admin_name tenant_id tenant_name expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is api-token details' -l limit -r
complete -c svc -n '__svc_is api-token details' -l page -r
complete -c svc -n '__svc_is api-token details' -l all
complete -c svc -n '__svc_is api-token details' -l help
complete -c svc -n '__svc_is api-token list' -l filter -x -a 'id name admin_id admin_name tenant_id tenant_name expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is api-token list' -l where -r
complete -c svc -n '__svc_is api-token list' -l fields -x -a 'id name admin_id admin_name tenant_id tenant_name acls expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is api-token list' -l order -x -a 'id name admin_id admin_name tenant_id tenant_name expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is api-token list' -l limit -r
complete -c svc -n '__svc_is api-token list' -l page -r
complete -c svc -n '__svc_is api-token list' -l all
complete -c svc -n '__svc_is api-token list' -l help
complete -c svc -n '__svc_is api-token update' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is api-token update' -l where -r
complete -c svc -n '__svc_is api-token update' -l name -r
complete -c svc -n '__svc_is api-token update' -l expiration-date -r
complete -c svc -n '__svc_is api-token update' -l acls -r
complete -c svc -n '__svc_is api-token update' -l yes
complete -c svc -n '__svc_is api-token update' -l dry-run
complete -c svc -n '__svc_is api-token update' -l help
complete -c svc -n '__svc_is config delete' -l filter -x -a 'tenant_id key'
complete -c svc -n '__svc_is config delete' -l where -r
complete -c svc -n '__svc_is config delete' -l yes
complete -c svc -n '__svc_is config delete' -l dry-run
complete -c svc -n '__svc_is config delete' -l help
complete -c svc -n '__svc_is config get' -l filter -x -a 'key tenant_id operative_value default_value is_default'
complete -c svc -n '__svc_is config get' -l where -r
complete -c svc -n '__svc_is config get' -l fields -x -a 'key tenant_id operative_value default_value is_default'
complete -c svc -n '__svc_is config get' -l order -x -a 'key'
complete -c svc -n '__svc_is config get' -l limit -r
complete -c svc -n '__svc_is config get' -l page -r
complete -c svc -n '__svc_is config get' -l all
complete -c svc -n '__svc_is config get' -l help
complete -c svc -n '__svc_is config set' -l tenant-id -r
complete -c svc -n '__svc_is config set' -l key -r
complete -c svc -n '__svc_is config set' -l value -r
complete -c svc -n '__svc_is config set' -l dry-run
complete -c svc -n '__svc_is config set' -l help
complete -c svc -n '__svc_is config ssl' -l cert -r
complete -c svc -n '__svc_is config ssl' -l key -r
complete -c svc -n '__svc_is config ssl' -l crl -r
complete -c svc -n '__svc_is config ssl' -l ca -r
complete -c svc -n '__svc_is config ssl' -l dry-run
complete -c svc -n '__svc_is config ssl' -l help
complete -c svc -n '__svc_is config web-details' -l filter -x -a 'tenant_id block language'
complete -c svc -n '__svc_is config web-details' -l where -r
complete -c svc -n '__svc_is config web-details' -l help
complete -c svc -n '__svc_is config web-list' -l filter -x -a 'tenant_id block language'
complete -c svc -n '__svc_is config web-list' -l where -r
complete -c svc -n '__svc_is config web-list' -l help
complete -c svc -n '__svc_is config web-update' -l tenant-id -r
complete -c svc -n '__svc_is config web-update' -l block -r
complete -c svc -n '__svc_is config web-update' -l language -r
complete -c svc -n '__svc_is config web-update' -l dry-run
complete -c svc -n '__svc_is config web-update' -l help
complete -c svc -n '__svc_is di all-ids' -l filter -x -a 'id disk_image description version osf_id osf_name osf tenant_id tenant_name blocked tag creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is di all-ids' -l where -r
complete -c svc -n '__svc_is di all-ids' -l fields -x -a 'id'
complete -c svc -n '__svc_is di all-ids' -l order -x -a 'id disk_image tenant_id tenant_name description version osf_id osf_name blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is di all-ids' -l limit -r
complete -c svc -n '__svc_is di all-ids' -l page -r
complete -c svc -n '__svc_is di all-ids' -l all
complete -c svc -n '__svc_is di all-ids' -l help
complete -c svc -n '__svc_is di create' -l disk-image -r
complete -c svc -n '__svc_is di create' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is di create' -l description -r
complete -c svc -n '__svc_is di create' -l arg-version -r
complete -c svc -n '__svc_is di create' -l osf-id -r
complete -c svc -n '__svc_is di create' -l property -r
complete -c svc -n '__svc_is di create' -l tags -r
complete -c svc -n '__svc_is di create' -l dry-run
complete -c svc -n '__svc_is di create' -l help
complete -c svc -n '__svc_is di delete' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is di delete' -l where -r
complete -c svc -n '__svc_is di delete' -l yes
complete -c svc -n '__svc_is di delete' -l dry-run
complete -c svc -n '__svc_is di delete' -l wait
complete -c svc -n '__svc_is di delete' -l help
complete -c svc -n '__svc_is di details' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is di details' -l where -r
complete -c svc -n '__svc_is di details' -l fields -x -a 'id disk_image tenant_id tenant_name description version osf_id osf_name blocked tags properties state percentage elapsed_time status_message creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is di details' -l order -x -a 'id disk_image tenant_id tenant_name description version osf_id osf_name blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is di details' -l watch
complete -c svc -n '__svc_is di details' -l help
complete -c svc -n '__svc_is di list' -l filter -x -a 'id disk_image tenant_id tenant_name description version osf_id osf_name blocked tag state creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is di list' -l where -r
complete -c svc -n '__svc_is di list' -l fields -x -a 'id disk_image tenant_id tenant_name description version osf_id osf_name blocked tags properties state percentage elapsed_time status_message creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is di list' -l order -x -a 'id disk_image tenant_id tenant_name description version osf_id osf_name blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is di list' -l limit -r
complete -c svc -n '__svc_is di list' -l page -r
complete -c svc -n '__svc_is di list' -l all
complete -c svc -n '__svc_is di list' -l watch
complete -c svc -n '__svc_is di list' -l help
complete -c svc -n '__svc_is di staging' -l help
complete -c svc -n '__svc_is di tiny-list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is di tiny-list' -l where -r
complete -c svc -n '__svc_is di tiny-list' -l fields -x -a 'id disk_image tenant_name'
complete -c svc -n '__svc_is di tiny-list' -l order -x -a 'id disk_image tenant_id tenant_name description version osf_id osf_name blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is di tiny-list' -l limit -r
complete -c svc -n '__svc_is di tiny-list' -l page -r
complete -c svc -n '__svc_is di tiny-list' -l all
complete -c svc -n '__svc_is di tiny-list' -l help
complete -c svc -n '__svc_is di update' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is di update' -l where -r
complete -c svc -n '__svc_is di update' -l fields -x -a 'id disk_image tenant_id tenant_name description version osf_id osf_name blocked tags properties state percentage elapsed_time status_message creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is di update' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is di update' -l description -r
complete -c svc -n '__svc_is di update' -l property -r
complete -c svc -n '__svc_is di update' -l delete-property -r
complete -c svc -n '__svc_is di update' -l tags-changes -r
complete -c svc -n '__svc_is di update' -l yes
complete -c svc -n '__svc_is di update' -l dry-run
complete -c svc -n '__svc_is di update' -l wait
complete -c svc -n '__svc_is di update' -l help
complete -c svc -n '__svc_is di-property assign' -l property-id -r
complete -c svc -n '__svc_is di-property assign' -l dry-run
complete -c svc -n '__svc_is di-property assign' -l help
complete -c svc -n '__svc_is di-property list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is di-property list' -l where -r
complete -c svc -n '__svc_is di-property list' -l fields -x -a 'id property_id key description tenant_id tenant_name'
complete -c svc -n '__svc_is di-property list' -l order -x -a 'id key property_id'
complete -c svc -n '__svc_is di-property list' -l limit -r
complete -c svc -n '__svc_is di-property list' -l page -r
complete -c svc -n '__svc_is di-property list' -l all
complete -c svc -n '__svc_is di-property list' -l help
complete -c svc -n '__svc_is di-property unassign' -l filter -x -a 'id property_id tenant_id'
complete -c svc -n '__svc_is di-property unassign' -l where -r
complete -c svc -n '__svc_is di-property unassign' -l yes
complete -c svc -n '__svc_is di-property unassign' -l dry-run
complete -c svc -n '__svc_is di-property unassign' -l wait
complete -c svc -n '__svc_is di-property unassign' -l help
complete -c svc -n '__svc_is host all-ids' -l filter -x -a 'id name description address frontend backend vm_id state blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is host all-ids' -l where -r
complete -c svc -n '__svc_is host all-ids' -l fields -x -a 'id'
complete -c svc -n '__svc_is host all-ids' -l order -x -a 'id name description address state blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is host all-ids' -l limit -r
complete -c svc -n '__svc_is host all-ids' -l page -r
complete -c svc -n '__svc_is host all-ids' -l all
complete -c svc -n '__svc_is host all-ids' -l help
complete -c svc -n '__svc_is host create' -l name -r
complete -c svc -n '__svc_is host create' -l description -r
complete -c svc -n '__svc_is host create' -l address -r
complete -c svc -n '__svc_is host create' -l frontend -x -a '0 1'
complete -c svc -n '__svc_is host create' -l backend -x -a '0 1'
complete -c svc -n '__svc_is host create' -l state -x -a 'stopped starting running stopping lost'
complete -c svc -n '__svc_is host create' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is host create' -l property -r
complete -c svc -n '__svc_is host create' -l dry-run
complete -c svc -n '__svc_is host create' -l help
complete -c svc -n '__svc_is host delete' -l filter -x -a 'id'
complete -c svc -n '__svc_is host delete' -l where -r
complete -c svc -n '__svc_is host delete' -l yes
complete -c svc -n '__svc_is host delete' -l dry-run
complete -c svc -n '__svc_is host delete' -l wait
complete -c svc -n '__svc_is host delete' -l help
complete -c svc -n '__svc_is host details' -l filter -x -a 'id'
complete -c svc -n '__svc_is host details' -l where -r
complete -c svc -n '__svc_is host details' -l fields -x -a 'id name description address frontend backend state load blocked number_of_vms_connected properties creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is host details' -l order -x -a 'id name description address state blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is host details' -l watch
complete -c svc -n '__svc_is host details' -l help
complete -c svc -n '__svc_is host list' -l filter -x -a 'id name description address frontend backend vm_id state blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is host list' -l where -r
complete -c svc -n '__svc_is host list' -l fields -x -a 'id name description address frontend backend state load blocked number_of_vms_connected properties creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is host list' -l order -x -a 'id name description address state blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is host list' -l limit -r
complete -c svc -n '__svc_is host list' -l page -r
complete -c svc -n '__svc_is host list' -l all
complete -c svc -n '__svc_is host list' -l watch
complete -c svc -n '__svc_is host list' -l help
complete -c svc -n '__svc_is host state' -l filter -x -a 'id'
complete -c svc -n '__svc_is host state' -l where -r
complete -c svc -n '__svc_is host state' -l fields -x -a 'number_of_vms_connected'
complete -c svc -n '__svc_is host state' -l order -x -a 'id name description address state blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is host state' -l help
complete -c svc -n '__svc_is host tiny-list' -l fields -x -a 'id name'
complete -c svc -n '__svc_is host tiny-list' -l order -x -a 'id name description address state blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is host tiny-list' -l limit -r
complete -c svc -n '__svc_is host tiny-list' -l page -r
complete -c svc -n '__svc_is host tiny-list' -l all
complete -c svc -n '__svc_is host tiny-list' -l help
complete -c svc -n '__svc_is host update' -l filter -x -a 'id'
complete -c svc -n '__svc_is host update' -l where -r
complete -c svc -n '__svc_is host update' -l name -r
complete -c svc -n '__svc_is host update' -l description -r
complete -c svc -n '__svc_is host update' -l address -r
complete -c svc -n '__svc_is host update' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is host update' -l property -r
complete -c svc -n '__svc_is host update' -l delete-property -r
complete -c svc -n '__svc_is host update' -l yes
complete -c svc -n '__svc_is host update' -l dry-run
complete -c svc -n '__svc_is host update' -l wait
complete -c svc -n '__svc_is host update' -l help
complete -c svc -n '__svc_is host-property assign' -l property-id -r
complete -c svc -n '__svc_is host-property assign' -l dry-run
complete -c svc -n '__svc_is host-property assign' -l help
complete -c svc -n '__svc_is host-property list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is host-property list' -l where -r
complete -c svc -n '__svc_is host-property list' -l fields -x -a 'id property_id key description tenant_id tenant_name'
complete -c svc -n '__svc_is host-property list' -l order -x -a 'id key property_id'
complete -c svc -n '__svc_is host-property list' -l limit -r
complete -c svc -n '__svc_is host-property list' -l page -r
complete -c svc -n '__svc_is host-property list' -l all
complete -c svc -n '__svc_is host-property list' -l help
complete -c svc -n '__svc_is host-property unassign' -l filter -x -a 'id property_id tenant_id'
complete -c svc -n '__svc_is host-property unassign' -l where -r
complete -c svc -n '__svc_is host-property unassign' -l yes
complete -c svc -n '__svc_is host-property unassign' -l dry-run
complete -c svc -n '__svc_is host-property unassign' -l wait
complete -c svc -n '__svc_is host-property unassign' -l help
complete -c svc -n '__svc_is job cancel' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is job cancel' -l where -r
complete -c svc -n '__svc_is job cancel' -l yes
complete -c svc -n '__svc_is job cancel' -l dry-run
complete -c svc -n '__svc_is job cancel' -l help
complete -c svc -n '__svc_is job details' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is job details' -l where -r
complete -c svc -n '__svc_is job details' -l fields -x -a 'id action kind admin_id admin_name tenant_id tenant_name api_token request state total done failed progress bytes_total bytes_done status message cancel_requested creation_date start_date end_date owner'
complete -c svc -n '__svc_is job details' -l order -x -a 'id'
complete -c svc -n '__svc_is job details' -l watch
complete -c svc -n '__svc_is job details' -l help
complete -c svc -n '__svc_is job list' -l filter -x -a 'id action kind admin_id admin_name tenant_id tenant_name api_token state status creation_date start_date end_date owner'
complete -c svc -n '__svc_is job list' -l where -r
complete -c svc -n '__svc_is job list' -l fields -x -a 'id action kind admin_id admin_name tenant_id tenant_name api_token request state total done failed progress bytes_total bytes_done status message cancel_requested creation_date start_date end_date owner'
complete -c svc -n '__svc_is job list' -l order -x -a 'id action kind admin_id admin_name tenant_id tenant_name state total status creation_date start_date end_date'
complete -c svc -n '__svc_is job list' -l limit -r
complete -c svc -n '__svc_is job list' -l page -r
complete -c svc -n '__svc_is job list' -l all
complete -c svc -n '__svc_is job list' -l watch
complete -c svc -n '__svc_is job list' -l help
complete -c svc -n '__svc_is job-record list' -l filter -x -a 'job_id id status tenant_id'
complete -c svc -n '__svc_is job-record list' -l where -r
complete -c svc -n '__svc_is job-record list' -l fields -x -a 'job_id id status message tenant_id'
complete -c svc -n '__svc_is job-record list' -l order -x -a 'job_id id status'
complete -c svc -n '__svc_is job-record list' -l limit -r
complete -c svc -n '__svc_is job-record list' -l page -r
complete -c svc -n '__svc_is job-record list' -l all
complete -c svc -n '__svc_is job-record list' -l watch
complete -c svc -n '__svc_is job-record list' -l help
complete -c svc -n '__svc_is log actions' -l fields -x -a 'id name'
complete -c svc -n '__svc_is log actions' -l order -x -a 'id name'
complete -c svc -n '__svc_is log actions' -l limit -r
complete -c svc -n '__svc_is log actions' -l page -r
complete -c svc -n '__svc_is log actions' -l all
complete -c svc -n '__svc_is log actions' -l help
complete -c svc -n '__svc_is log list' -l filter -x -a 'id time admin_id admin_name api_token tenant_id tenant_name action type_of_action object_kind svc_object object_id object_name status address ip source'
complete -c svc -n '__svc_is log list' -l where -r
complete -c svc -n '__svc_is log list' -l fields -x -a 'id time antiquity admin_id admin_name api_token tenant_id tenant_name action type_of_action object_kind svc_object object_id object_name arguments status address ip source'
complete -c svc -n '__svc_is log list' -l order -x -a 'id time admin_id admin_name tenant_id tenant_name action type_of_action object_kind svc_object object_id object_name status'
complete -c svc -n '__svc_is log list' -l limit -r
complete -c svc -n '__svc_is log list' -l page -r
complete -c svc -n '__svc_is log list' -l all
complete -c svc -n '__svc_is log list' -l watch
complete -c svc -n '__svc_is log list' -l help
complete -c svc -n '__svc_is log objects' -l fields -x -a 'id name'
complete -c svc -n '__svc_is log objects' -l order -x -a 'id name'
complete -c svc -n '__svc_is log objects' -l limit -r
complete -c svc -n '__svc_is log objects' -l page -r
complete -c svc -n '__svc_is log objects' -l all
complete -c svc -n '__svc_is log objects' -l help
complete -c svc -n '__svc_is log sources' -l fields -x -a 'id name'
complete -c svc -n '__svc_is log sources' -l order -x -a 'id name'
complete -c svc -n '__svc_is log sources' -l limit -r
complete -c svc -n '__svc_is log sources' -l page -r
complete -c svc -n '__svc_is log sources' -l all
complete -c svc -n '__svc_is log sources' -l help
complete -c svc -n '__svc_is me second-factor' -l help
complete -c svc -n '__svc_is me second-factor-confirm' -l totp -r
complete -c svc -n '__svc_is me second-factor-confirm' -l dry-run
complete -c svc -n '__svc_is me second-factor-confirm' -l help
complete -c svc -n '__svc_is me second-factor-enrol' -l dry-run
complete -c svc -n '__svc_is me second-factor-enrol' -l help
complete -c svc -n '__svc_is me second-factor-remove' -l totp -r
complete -c svc -n '__svc_is me second-factor-remove' -l dry-run
complete -c svc -n '__svc_is me second-factor-remove' -l help
complete -c svc -n '__svc_is me setup' -l help
complete -c svc -n '__svc_is me update' -l name -r
complete -c svc -n '__svc_is me update' -l password -r
complete -c svc -n '__svc_is me update' -l description -r
complete -c svc -n '__svc_is me update' -l block -r
complete -c svc -n '__svc_is me update' -l language -r
complete -c svc -n '__svc_is me update' -l dry-run
complete -c svc -n '__svc_is me update' -l help
complete -c svc -n '__svc_is osf all-ids' -l filter -x -a 'id name tenant_id tenant_name description overlay user_storage memory vm_id di_id creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is osf all-ids' -l where -r
complete -c svc -n '__svc_is osf all-ids' -l fields -x -a 'id'
complete -c svc -n '__svc_is osf all-ids' -l order -x -a 'id name tenant_id tenant_name description overlay user_storage memory creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is osf all-ids' -l limit -r
complete -c svc -n '__svc_is osf all-ids' -l page -r
complete -c svc -n '__svc_is osf all-ids' -l all
complete -c svc -n '__svc_is osf all-ids' -l help
complete -c svc -n '__svc_is osf create' -l name -r
complete -c svc -n '__svc_is osf create' -l description -r
complete -c svc -n '__svc_is osf create' -l overlay -x -a '0 1'
complete -c svc -n '__svc_is osf create' -l user-storage -r
complete -c svc -n '__svc_is osf create' -l memory -r
complete -c svc -n '__svc_is osf create' -l tenant-id -r
complete -c svc -n '__svc_is osf create' -l property -r
complete -c svc -n '__svc_is osf create' -l dry-run
complete -c svc -n '__svc_is osf create' -l help
complete -c svc -n '__svc_is osf delete' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is osf delete' -l where -r
complete -c svc -n '__svc_is osf delete' -l yes
complete -c svc -n '__svc_is osf delete' -l dry-run
complete -c svc -n '__svc_is osf delete' -l wait
complete -c svc -n '__svc_is osf delete' -l help
complete -c svc -n '__svc_is osf details' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is osf details' -l where -r
complete -c svc -n '__svc_is osf details' -l fields -x -a 'id name tenant_id tenant_name description overlay user_storage memory number_of_vms number_of_dis properties osd_id creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is osf details' -l order -x -a 'id name tenant_id tenant_name description overlay user_storage memory creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is osf details' -l watch
complete -c svc -n '__svc_is osf details' -l help
complete -c svc -n '__svc_is osf list' -l filter -x -a 'id name tenant_id tenant_name description overlay user_storage memory vm_id di_id creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is osf list' -l where -r
complete -c svc -n '__svc_is osf list' -l fields -x -a 'id name tenant_id tenant_name description overlay user_storage memory number_of_vms number_of_dis properties osd_id creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is osf list' -l order -x -a 'id name tenant_id tenant_name description overlay user_storage memory creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is osf list' -l limit -r
complete -c svc -n '__svc_is osf list' -l page -r
complete -c svc -n '__svc_is osf list' -l all
complete -c svc -n '__svc_is osf list' -l watch
complete -c svc -n '__svc_is osf list' -l help
complete -c svc -n '__svc_is osf tiny-list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is osf tiny-list' -l where -r
complete -c svc -n '__svc_is osf tiny-list' -l fields -x -a 'id name tenant_name'
complete -c svc -n '__svc_is osf tiny-list' -l order -x -a 'id name tenant_id tenant_name description overlay user_storage memory creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is osf tiny-list' -l limit -r
complete -c svc -n '__svc_is osf tiny-list' -l page -r
complete -c svc -n '__svc_is osf tiny-list' -l all
complete -c svc -n '__svc_is osf tiny-list' -l help
complete -c svc -n '__svc_is osf update' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is osf update' -l where -r
complete -c svc -n '__svc_is osf update' -l name -r
complete -c svc -n '__svc_is osf update' -l description -r
complete -c svc -n '__svc_is osf update' -l overlay -x -a '0 1'
complete -c svc -n '__svc_is osf update' -l user-storage -r
complete -c svc -n '__svc_is osf update' -l memory -r
complete -c svc -n '__svc_is osf update' -l property -r
complete -c svc -n '__svc_is osf update' -l delete-property -r
complete -c svc -n '__svc_is osf update' -l yes
complete -c svc -n '__svc_is osf update' -l dry-run
complete -c svc -n '__svc_is osf update' -l wait
complete -c svc -n '__svc_is osf update' -l help
complete -c svc -n '__svc_is osf-property assign' -l property-id -r
complete -c svc -n '__svc_is osf-property assign' -l dry-run
complete -c svc -n '__svc_is osf-property assign' -l help
complete -c svc -n '__svc_is osf-property list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is osf-property list' -l where -r
complete -c svc -n '__svc_is osf-property list' -l fields -x -a 'id property_id key description tenant_id tenant_name'
complete -c svc -n '__svc_is osf-property list' -l order -x -a 'id key property_id'
complete -c svc -n '__svc_is osf-property list' -l limit -r
complete -c svc -n '__svc_is osf-property list' -l page -r
complete -c svc -n '__svc_is osf-property list' -l all
complete -c svc -n '__svc_is osf-property list' -l help
complete -c svc -n '__svc_is osf-property unassign' -l filter -x -a 'id property_id tenant_id'
complete -c svc -n '__svc_is osf-property unassign' -l where -r
complete -c svc -n '__svc_is osf-property unassign' -l yes
complete -c svc -n '__svc_is osf-property unassign' -l dry-run
complete -c svc -n '__svc_is osf-property unassign' -l wait
complete -c svc -n '__svc_is osf-property unassign' -l help
complete -c svc -n '__svc_is property create' -l key -r
complete -c svc -n '__svc_is property create' -l tenant-id -r
complete -c svc -n '__svc_is property create' -l description -r
complete -c svc -n '__svc_is property create' -l property-assign -r
complete -c svc -n '__svc_is property create' -l dry-run
complete -c svc -n '__svc_is property create' -l help
complete -c svc -n '__svc_is property delete' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is property delete' -l where -r
complete -c svc -n '__svc_is property delete' -l yes
complete -c svc -n '__svc_is property delete' -l dry-run
complete -c svc -n '__svc_is property delete' -l wait
complete -c svc -n '__svc_is property delete' -l help
complete -c svc -n '__svc_is property list' -l filter -x -a 'id key tenant_id'
complete -c svc -n '__svc_is property list' -l where -r
complete -c svc -n '__svc_is property list' -l fields -x -a 'id key description tenant_id property_id in_user in_vm in_host in_di in_osf record_version'
complete -c svc -n '__svc_is property list' -l order -x -a 'id key description property_id tenant_id'
complete -c svc -n '__svc_is property list' -l limit -r
complete -c svc -n '__svc_is property list' -l page -r
complete -c svc -n '__svc_is property list' -l all
complete -c svc -n '__svc_is property list' -l help
complete -c svc -n '__svc_is property update' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is property update' -l where -r
complete -c svc -n '__svc_is property update' -l key -r
complete -c svc -n '__svc_is property update' -l description -r
complete -c svc -n '__svc_is property update' -l yes
complete -c svc -n '__svc_is property update' -l dry-run
complete -c svc -n '__svc_is property update' -l wait
complete -c svc -n '__svc_is property update' -l help
complete -c svc -n '__svc_is role all-ids' -l filter -x -a 'id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is role all-ids' -l where -r
complete -c svc -n '__svc_is role all-ids' -l fields -x -a 'id'
complete -c svc -n '__svc_is role all-ids' -l order -x -a 'id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is role all-ids' -l limit -r
complete -c svc -n '__svc_is role all-ids' -l page -r
complete -c svc -n '__svc_is role all-ids' -l all
complete -c svc -n '__svc_is role all-ids' -l help
complete -c svc -n '__svc_is role create' -l name -r
complete -c svc -n '__svc_is role create' -l description -r
complete -c svc -n '__svc_is role create' -l tenant-id -r
complete -c svc -n '__svc_is role create' -l fixed -x -a '0 1'
complete -c svc -n '__svc_is role create' -l internal -x -a '0 1'
complete -c svc -n '__svc_is role create' -l acls -r
complete -c svc -n '__svc_is role create' -l roles -r
complete -c svc -n '__svc_is role create' -l dry-run
complete -c svc -n '__svc_is role create' -l help
complete -c svc -n '__svc_is role delete' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is role delete' -l where -r
complete -c svc -n '__svc_is role delete' -l yes
complete -c svc -n '__svc_is role delete' -l dry-run
complete -c svc -n '__svc_is role delete' -l wait
complete -c svc -n '__svc_is role delete' -l help
complete -c svc -n '__svc_is role details' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is role details' -l where -r
complete -c svc -n '__svc_is role details' -l fields -x -a 'id name description acls roles fixed internal tenant_id tenant_name creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is role details' -l order -x -a 'id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is role details' -l help
complete -c svc -n '__svc_is role list' -l filter -x -a 'id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is role list' -l where -r
complete -c svc -n '__svc_is role list' -l fields -x -a 'id name description acls roles fixed internal tenant_id tenant_name creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is role list' -l order -x -a 'id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is role list' -l limit -r
complete -c svc -n '__svc_is role list' -l page -r
complete -c svc -n '__svc_is role list' -l all
complete -c svc -n '__svc_is role list' -l help
complete -c svc -n '__svc_is role tiny-list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is role tiny-list' -l where -r
complete -c svc -n '__svc_is role tiny-list' -l fields -x -a 'id name tenant_name'
complete -c svc -n '__svc_is role tiny-list' -l order -x -a 'id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is role tiny-list' -l limit -r
complete -c svc -n '__svc_is role tiny-list' -l page -r
complete -c svc -n '__svc_is role tiny-list' -l all
complete -c svc -n '__svc_is role tiny-list' -l help
complete -c svc -n '__svc_is role update' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is role update' -l where -r
complete -c svc -n '__svc_is role update' -l name -r
complete -c svc -n '__svc_is role update' -l description -r
complete -c svc -n '__svc_is role update' -l acls-changes -r
complete -c svc -n '__svc_is role update' -l roles-changes -r
complete -c svc -n '__svc_is role update' -l yes
complete -c svc -n '__svc_is role update' -l dry-run
complete -c svc -n '__svc_is role update' -l wait
complete -c svc -n '__svc_is role update' -l help
complete -c svc -n '__svc_is session delete' -l filter -x -a 'id admin_id tenant_id'
complete -c svc -n '__svc_is session delete' -l where -r
complete -c svc -n '__svc_is session delete' -l yes
complete -c svc -n '__svc_is session delete' -l dry-run
complete -c svc -n '__svc_is session delete' -l help
complete -c svc -n '__svc_is session list' -l filter -x -a 'id admin_id admin_name tenant_id tenant_name creation_date last_seen_date expiration_date address method current'
complete -c svc -n '__svc_is session list' -l where -r
complete -c svc -n '__svc_is session list' -l fields -x -a 'id admin_id admin_name tenant_id tenant_name creation_date last_seen_date expiration_date address method current'
complete -c svc -n '__svc_is session list' -l order -x -a 'id admin_id admin_name tenant_id tenant_name creation_date last_seen_date expiration_date address method current'
complete -c svc -n '__svc_is session list' -l limit -r
complete -c svc -n '__svc_is session list' -l page -r
complete -c svc -n '__svc_is session list' -l all
complete -c svc -n '__svc_is session list' -l help
complete -c svc -n '__svc_is statistics show' -l fields -x -a 'users_count blocked_users_count connected_users_count hosts_count blocked_hosts_count running_hosts_count osfs_count dis_count blocked_dis_count vms_count blocked_vms_count running_vms_count top_populated_hosts vms_with_expiration_date'
complete -c svc -n '__svc_is statistics show' -l watch
complete -c svc -n '__svc_is statistics show' -l help
complete -c svc -n '__svc_is tag list' -l filter -x -a 'id name osf_id di_id tenant_id tenant_name'
complete -c svc -n '__svc_is tag list' -l where -r
complete -c svc -n '__svc_is tag list' -l fields -x -a 'id name osf_id di_id'
complete -c svc -n '__svc_is tag list' -l order -x -a 'id name tenant_id tenant_name osf_id di_id'
complete -c svc -n '__svc_is tag list' -l limit -r
complete -c svc -n '__svc_is tag list' -l page -r
complete -c svc -n '__svc_is tag list' -l all
complete -c svc -n '__svc_is tag list' -l help
complete -c svc -n '__svc_is tag tiny-list' -l filter -x -a 'tenant_id osf_id'
complete -c svc -n '__svc_is tag tiny-list' -l where -r
complete -c svc -n '__svc_is tag tiny-list' -l fields -x -a 'id name'
complete -c svc -n '__svc_is tag tiny-list' -l order -x -a 'id name osf_id di_id'
complete -c svc -n '__svc_is tag tiny-list' -l limit -r
complete -c svc -n '__svc_is tag tiny-list' -l page -r
complete -c svc -n '__svc_is tag tiny-list' -l all
complete -c svc -n '__svc_is tag tiny-list' -l help
complete -c svc -n '__svc_is tenant all-ids' -l filter -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is tenant all-ids' -l where -r
complete -c svc -n '__svc_is tenant all-ids' -l fields -x -a 'id'
complete -c svc -n '__svc_is tenant all-ids' -l order -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is tenant all-ids' -l limit -r
complete -c svc -n '__svc_is tenant all-ids' -l page -r
complete -c svc -n '__svc_is tenant all-ids' -l all
complete -c svc -n '__svc_is tenant all-ids' -l help
complete -c svc -n '__svc_is tenant create' -l name -r
complete -c svc -n '__svc_is tenant create' -l description -r
complete -c svc -n '__svc_is tenant create' -l block -r
complete -c svc -n '__svc_is tenant create' -l language -r
complete -c svc -n '__svc_is tenant create' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is tenant create' -l dry-run
complete -c svc -n '__svc_is tenant create' -l help
complete -c svc -n '__svc_is tenant delete' -l filter -x -a 'id'
complete -c svc -n '__svc_is tenant delete' -l where -r
complete -c svc -n '__svc_is tenant delete' -l yes
complete -c svc -n '__svc_is tenant delete' -l dry-run
complete -c svc -n '__svc_is tenant delete' -l wait
complete -c svc -n '__svc_is tenant delete' -l help
complete -c svc -n '__svc_is tenant details' -l filter -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is tenant details' -l where -r
complete -c svc -n '__svc_is tenant details' -l fields -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is tenant details' -l order -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is tenant details' -l help
complete -c svc -n '__svc_is tenant list' -l filter -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is tenant list' -l where -r
complete -c svc -n '__svc_is tenant list' -l fields -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is tenant list' -l order -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is tenant list' -l limit -r
complete -c svc -n '__svc_is tenant list' -l page -r
complete -c svc -n '__svc_is tenant list' -l all
complete -c svc -n '__svc_is tenant list' -l help
complete -c svc -n '__svc_is tenant tiny-list' -l filter -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is tenant tiny-list' -l where -r
complete -c svc -n '__svc_is tenant tiny-list' -l fields -x -a 'id name'
complete -c svc -n '__svc_is tenant tiny-list' -l order -x -a 'id name description block language blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is tenant tiny-list' -l limit -r
complete -c svc -n '__svc_is tenant tiny-list' -l page -r
complete -c svc -n '__svc_is tenant tiny-list' -l all
complete -c svc -n '__svc_is tenant tiny-list' -l help
complete -c svc -n '__svc_is tenant update' -l filter -x -a 'id'
complete -c svc -n '__svc_is tenant update' -l where -r
complete -c svc -n '__svc_is tenant update' -l name -r
complete -c svc -n '__svc_is tenant update' -l description -r
complete -c svc -n '__svc_is tenant update' -l block -r
complete -c svc -n '__svc_is tenant update' -l language -r
complete -c svc -n '__svc_is tenant update' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is tenant update' -l yes
complete -c svc -n '__svc_is tenant update' -l dry-run
complete -c svc -n '__svc_is tenant update' -l wait
complete -c svc -n '__svc_is tenant update' -l help
complete -c svc -n '__svc_is tenant update-mine' -l name -r
complete -c svc -n '__svc_is tenant update-mine' -l description -r
complete -c svc -n '__svc_is tenant update-mine' -l block -r
complete -c svc -n '__svc_is tenant update-mine' -l language -r
complete -c svc -n '__svc_is tenant update-mine' -l dry-run
complete -c svc -n '__svc_is tenant update-mine' -l help
complete -c svc -n '__svc_is user all-ids' -l filter -x -a 'id name description tenant_id tenant_name blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is user all-ids' -l where -r
complete -c svc -n '__svc_is user all-ids' -l fields -x -a 'id'
complete -c svc -n '__svc_is user all-ids' -l order -x -a 'id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is user all-ids' -l limit -r
complete -c svc -n '__svc_is user all-ids' -l page -r
complete -c svc -n '__svc_is user all-ids' -l all
complete -c svc -n '__svc_is user all-ids' -l help
complete -c svc -n '__svc_is user create' -l tenant-id -r
complete -c svc -n '__svc_is user create' -l name -r
complete -c svc -n '__svc_is user create' -l password -r
complete -c svc -n '__svc_is user create' -l description -r
complete -c svc -n '__svc_is user create' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is user create' -l property -r
complete -c svc -n '__svc_is user create' -l dry-run
complete -c svc -n '__svc_is user create' -l help
complete -c svc -n '__svc_is user delete' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is user delete' -l where -r
complete -c svc -n '__svc_is user delete' -l yes
complete -c svc -n '__svc_is user delete' -l dry-run
complete -c svc -n '__svc_is user delete' -l wait
complete -c svc -n '__svc_is user delete' -l help
complete -c svc -n '__svc_is user details' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is user details' -l where -r
complete -c svc -n '__svc_is user details' -l fields -x -a 'id name tenant_id tenant_name description blocked number_of_vms number_of_vms_connected properties creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is user details' -l order -x -a 'id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is user details' -l watch
complete -c svc -n '__svc_is user details' -l help
complete -c svc -n '__svc_is user list' -l filter -x -a 'id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is user list' -l where -r
complete -c svc -n '__svc_is user list' -l fields -x -a 'id name tenant_id tenant_name description blocked number_of_vms number_of_vms_connected properties creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is user list' -l order -x -a 'id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is user list' -l limit -r
complete -c svc -n '__svc_is user list' -l page -r
complete -c svc -n '__svc_is user list' -l all
complete -c svc -n '__svc_is user list' -l watch
complete -c svc -n '__svc_is user list' -l help
complete -c svc -n '__svc_is user state' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is user state' -l where -r
complete -c svc -n '__svc_is user state' -l fields -x -a 'number_of_vms_connected'
complete -c svc -n '__svc_is user state' -l order -x -a 'id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is user state' -l help
complete -c svc -n '__svc_is user tiny-list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is user tiny-list' -l where -r
complete -c svc -n '__svc_is user tiny-list' -l fields -x -a 'tenant_name id name'
complete -c svc -n '__svc_is user tiny-list' -l order -x -a 'id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is user tiny-list' -l limit -r
complete -c svc -n '__svc_is user tiny-list' -l page -r
complete -c svc -n '__svc_is user tiny-list' -l all
complete -c svc -n '__svc_is user tiny-list' -l help
complete -c svc -n '__svc_is user update' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is user update' -l where -r
complete -c svc -n '__svc_is user update' -l name -r
complete -c svc -n '__svc_is user update' -l password -r
complete -c svc -n '__svc_is user update' -l description -r
complete -c svc -n '__svc_is user update' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is user update' -l property -r
complete -c svc -n '__svc_is user update' -l delete-property -r
complete -c svc -n '__svc_is user update' -l yes
complete -c svc -n '__svc_is user update' -l dry-run
complete -c svc -n '__svc_is user update' -l wait
complete -c svc -n '__svc_is user update' -l help
complete -c svc -n '__svc_is user-property assign' -l property-id -r
complete -c svc -n '__svc_is user-property assign' -l dry-run
complete -c svc -n '__svc_is user-property assign' -l help
complete -c svc -n '__svc_is user-property list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is user-property list' -l where -r
complete -c svc -n '__svc_is user-property list' -l fields -x -a 'id property_id key description tenant_id tenant_name'
complete -c svc -n '__svc_is user-property list' -l order -x -a 'id key property_id'
complete -c svc -n '__svc_is user-property list' -l limit -r
complete -c svc -n '__svc_is user-property list' -l page -r
complete -c svc -n '__svc_is user-property list' -l all
complete -c svc -n '__svc_is user-property list' -l help
complete -c svc -n '__svc_is user-property unassign' -l filter -x -a 'id property_id tenant_id'
complete -c svc -n '__svc_is user-property unassign' -l where -r
complete -c svc -n '__svc_is user-property unassign' -l yes
complete -c svc -n '__svc_is user-property unassign' -l dry-run
complete -c svc -n '__svc_is user-property unassign' -l wait
complete -c svc -n '__svc_is user-property unassign' -l help
complete -c svc -n '__svc_is view list' -l filter -x -a 'tenant_id field visible view_type device_type svc_object property'
complete -c svc -n '__svc_is view list' -l where -r
complete -c svc -n '__svc_is view list' -l fields -x -a 'tenant_id field visible view_type device_type svc_object property'
complete -c svc -n '__svc_is view list' -l order -x -a 'tenant_id field visible view_type device_type svc_object property'
complete -c svc -n '__svc_is view list' -l limit -r
complete -c svc -n '__svc_is view list' -l page -r
complete -c svc -n '__svc_is view list' -l all
complete -c svc -n '__svc_is view list' -l help
complete -c svc -n '__svc_is view reset-admin' -l filter -x -a 'tenant_id svc_object'
complete -c svc -n '__svc_is view reset-admin' -l where -r
complete -c svc -n '__svc_is view reset-admin' -l yes
complete -c svc -n '__svc_is view reset-admin' -l dry-run
complete -c svc -n '__svc_is view reset-admin' -l help
complete -c svc -n '__svc_is view reset-tenant' -l filter -x -a 'tenant_id svc_object'
complete -c svc -n '__svc_is view reset-tenant' -l where -r
complete -c svc -n '__svc_is view reset-tenant' -l yes
complete -c svc -n '__svc_is view reset-tenant' -l dry-run
complete -c svc -n '__svc_is view reset-tenant' -l help
complete -c svc -n '__svc_is view set-admin-attribute' -l field -r
complete -c svc -n '__svc_is view set-admin-attribute' -l svc-object -x -a 'user vm host osf di role administrator tenant log'
complete -c svc -n '__svc_is view set-admin-attribute' -l visible -x -a '0 1'
complete -c svc -n '__svc_is view set-admin-attribute' -l view-type -x -a 'list_column filter'
complete -c svc -n '__svc_is view set-admin-attribute' -l device-type -x -a 'desktop mobile'
complete -c svc -n '__svc_is view set-admin-attribute' -l dry-run
complete -c svc -n '__svc_is view set-admin-attribute' -l help
complete -c svc -n '__svc_is view set-admin-property' -l svc-obj-prop-id -r
complete -c svc -n '__svc_is view set-admin-property' -l visible -x -a '0 1'
complete -c svc -n '__svc_is view set-admin-property' -l view-type -x -a 'list_column filter'
complete -c svc -n '__svc_is view set-admin-property' -l device-type -x -a 'desktop mobile'
complete -c svc -n '__svc_is view set-admin-property' -l dry-run
complete -c svc -n '__svc_is view set-admin-property' -l help
complete -c svc -n '__svc_is view set-tenant-attribute' -l tenant-id -r
complete -c svc -n '__svc_is view set-tenant-attribute' -l field -r
complete -c svc -n '__svc_is view set-tenant-attribute' -l svc-object -x -a 'user vm host osf di role administrator tenant log'
complete -c svc -n '__svc_is view set-tenant-attribute' -l visible -x -a '0 1'
complete -c svc -n '__svc_is view set-tenant-attribute' -l view-type -x -a 'list_column filter'
complete -c svc -n '__svc_is view set-tenant-attribute' -l device-type -x -a 'desktop mobile'
complete -c svc -n '__svc_is view set-tenant-attribute' -l dry-run
complete -c svc -n '__svc_is view set-tenant-attribute' -l help
complete -c svc -n '__svc_is view set-tenant-property' -l svc-obj-prop-id -r
complete -c svc -n '__svc_is view set-tenant-property' -l visible -x -a '0 1'
complete -c svc -n '__svc_is view set-tenant-property' -l view-type -x -a 'list_column filter'
complete -c svc -n '__svc_is view set-tenant-property' -l device-type -x -a 'desktop mobile'
complete -c svc -n '__svc_is view set-tenant-property' -l dry-run
complete -c svc -n '__svc_is view set-tenant-property' -l help
complete -c svc -n '__svc_is vm all-ids' -l filter -x -a 'id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is vm all-ids' -l where -r
complete -c svc -n '__svc_is vm all-ids' -l fields -x -a 'id'
complete -c svc -n '__svc_is vm all-ids' -l order -x -a 'id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is vm all-ids' -l limit -r
complete -c svc -n '__svc_is vm all-ids' -l page -r
complete -c svc -n '__svc_is vm all-ids' -l all
complete -c svc -n '__svc_is vm all-ids' -l help
complete -c svc -n '__svc_is vm create' -l name -r
complete -c svc -n '__svc_is vm create' -l user-id -r
complete -c svc -n '__svc_is vm create' -l osf-id -r
complete -c svc -n '__svc_is vm create' -l description -r
complete -c svc -n '__svc_is vm create' -l di-tag -r
complete -c svc -n '__svc_is vm create' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is vm create' -l ip -r
complete -c svc -n '__svc_is vm create' -l storage -r
complete -c svc -n '__svc_is vm create' -l expiration-soft -r
complete -c svc -n '__svc_is vm create' -l expiration-hard -r
complete -c svc -n '__svc_is vm create' -l property -r
complete -c svc -n '__svc_is vm create' -l dry-run
complete -c svc -n '__svc_is vm create' -l help
complete -c svc -n '__svc_is vm delete' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is vm delete' -l where -r
complete -c svc -n '__svc_is vm delete' -l yes
complete -c svc -n '__svc_is vm delete' -l dry-run
complete -c svc -n '__svc_is vm delete' -l wait
complete -c svc -n '__svc_is vm delete' -l help
complete -c svc -n '__svc_is vm details' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is vm details' -l where -r
complete -c svc -n '__svc_is vm details' -l fields -x -a 'id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip ip_in_use next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard time_until_expiration_soft time_until_expiration_hard properties tenant_id tenant_name creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is vm details' -l order -x -a 'id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is vm details' -l watch
complete -c svc -n '__svc_is vm details' -l help
complete -c svc -n '__svc_is vm disconnect' -l filter -x -a 'id tenant_id user_id host_id osf_id'
complete -c svc -n '__svc_is vm disconnect' -l where -r
complete -c svc -n '__svc_is vm disconnect' -l yes
complete -c svc -n '__svc_is vm disconnect' -l dry-run
complete -c svc -n '__svc_is vm disconnect' -l wait
complete -c svc -n '__svc_is vm disconnect' -l help
complete -c svc -n '__svc_is vm list' -l filter -x -a 'id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is vm list' -l where -r
complete -c svc -n '__svc_is vm list' -l fields -x -a 'id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip ip_in_use next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard time_until_expiration_soft time_until_expiration_hard properties tenant_id tenant_name creation_date creation_admin_id creation_admin_name record_version'
complete -c svc -n '__svc_is vm list' -l order -x -a 'id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is vm list' -l limit -r
complete -c svc -n '__svc_is vm list' -l page -r
complete -c svc -n '__svc_is vm list' -l all
complete -c svc -n '__svc_is vm list' -l watch
complete -c svc -n '__svc_is vm list' -l help
complete -c svc -n '__svc_is vm start' -l filter -x -a 'id tenant_id user_id host_id osf_id'
complete -c svc -n '__svc_is vm start' -l where -r
complete -c svc -n '__svc_is vm start' -l yes
complete -c svc -n '__svc_is vm start' -l dry-run
complete -c svc -n '__svc_is vm start' -l wait
complete -c svc -n '__svc_is vm start' -l help
complete -c svc -n '__svc_is vm stop' -l filter -x -a 'id tenant_id user_id host_id osf_id'
complete -c svc -n '__svc_is vm stop' -l where -r
complete -c svc -n '__svc_is vm stop' -l yes
complete -c svc -n '__svc_is vm stop' -l dry-run
complete -c svc -n '__svc_is vm stop' -l wait
complete -c svc -n '__svc_is vm stop' -l help
complete -c svc -n '__svc_is vm tiny-list' -l filter -x -a 'tenant_id user_id osf_id host_id'
complete -c svc -n '__svc_is vm tiny-list' -l where -r
complete -c svc -n '__svc_is vm tiny-list' -l fields -x -a 'id name tenant_name'
complete -c svc -n '__svc_is vm tiny-list' -l order -x -a 'id name tenant_id tenant_name'
complete -c svc -n '__svc_is vm tiny-list' -l limit -r
complete -c svc -n '__svc_is vm tiny-list' -l page -r
complete -c svc -n '__svc_is vm tiny-list' -l all
complete -c svc -n '__svc_is vm tiny-list' -l help
complete -c svc -n '__svc_is vm update' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is vm update' -l where -r
complete -c svc -n '__svc_is vm update' -l name -r
complete -c svc -n '__svc_is vm update' -l description -r
complete -c svc -n '__svc_is vm update' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is vm update' -l di-tag -r
complete -c svc -n '__svc_is vm update' -l expiration-soft -r
complete -c svc -n '__svc_is vm update' -l expiration-hard -r
complete -c svc -n '__svc_is vm update' -l property -r
complete -c svc -n '__svc_is vm update' -l delete-property -r
complete -c svc -n '__svc_is vm update' -l yes
complete -c svc -n '__svc_is vm update' -l dry-run
complete -c svc -n '__svc_is vm update' -l wait
complete -c svc -n '__svc_is vm update' -l help
complete -c svc -n '__svc_is vm-property assign' -l property-id -r
complete -c svc -n '__svc_is vm-property assign' -l dry-run
complete -c svc -n '__svc_is vm-property assign' -l help
complete -c svc -n '__svc_is vm-property list' -l filter -x -a 'tenant_id'
complete -c svc -n '__svc_is vm-property list' -l where -r
complete -c svc -n '__svc_is vm-property list' -l fields -x -a 'id property_id key description tenant_id tenant_name'
complete -c svc -n '__svc_is vm-property list' -l order -x -a 'id key property_id'
complete -c svc -n '__svc_is vm-property list' -l limit -r
complete -c svc -n '__svc_is vm-property list' -l page -r
complete -c svc -n '__svc_is vm-property list' -l all
complete -c svc -n '__svc_is vm-property list' -l help
complete -c svc -n '__svc_is vm-property unassign' -l filter -x -a 'id property_id tenant_id'
complete -c svc -n '__svc_is vm-property unassign' -l where -r
complete -c svc -n '__svc_is vm-property unassign' -l yes
complete -c svc -n '__svc_is vm-property unassign' -l dry-run
complete -c svc -n '__svc_is vm-property unassign' -l wait
complete -c svc -n '__svc_is vm-property unassign' -l help
complete -c svc -n '__svc_is webhook create' -l name -r
complete -c svc -n '__svc_is webhook create' -l url -r
complete -c svc -n '__svc_is webhook create' -l kinds -r
complete -c svc -n '__svc_is webhook create' -l filter-tenant-id -r
complete -c svc -n '__svc_is webhook create' -l object-kinds -r
complete -c svc -n '__svc_is webhook create' -l enabled -x -a '0 1'
complete -c svc -n '__svc_is webhook create' -l secret -r
complete -c svc -n '__svc_is webhook create' -l dry-run
complete -c svc -n '__svc_is webhook create' -l help
complete -c svc -n '__svc_is webhook delete' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is webhook delete' -l where -r
complete -c svc -n '__svc_is webhook delete' -l yes
complete -c svc -n '__svc_is webhook delete' -l dry-run
complete -c svc -n '__svc_is webhook delete' -l help
complete -c svc -n '__svc_is webhook details' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is webhook details' -l where -r
complete -c svc -n '__svc_is webhook details' -l fields -x -a 'id name url kinds filter_tenant_id object_kinds enabled paused paused_reason paused_date failures admin_id admin_name api_token tenant_id tenant_name creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is webhook details' -l order -x -a 'id'
complete -c svc -n '__svc_is webhook details' -l help
complete -c svc -n '__svc_is webhook list' -l filter -x -a 'id name url enabled paused filter_tenant_id admin_id admin_name api_token tenant_id tenant_name creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is webhook list' -l where -r
complete -c svc -n '__svc_is webhook list' -l fields -x -a 'id name url kinds filter_tenant_id object_kinds enabled paused paused_reason paused_date failures admin_id admin_name api_token tenant_id tenant_name creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is webhook list' -l order -x -a 'id name url enabled paused failures admin_id admin_name tenant_id tenant_name creation_date creation_admin_id creation_admin_name'
complete -c svc -n '__svc_is webhook list' -l limit -r
complete -c svc -n '__svc_is webhook list' -l page -r
complete -c svc -n '__svc_is webhook list' -l all
complete -c svc -n '__svc_is webhook list' -l help
complete -c svc -n '__svc_is webhook redeliver' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is webhook redeliver' -l where -r
complete -c svc -n '__svc_is webhook redeliver' -l yes
complete -c svc -n '__svc_is webhook redeliver' -l dry-run
complete -c svc -n '__svc_is webhook redeliver' -l help
complete -c svc -n '__svc_is webhook test' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is webhook test' -l where -r
complete -c svc -n '__svc_is webhook test' -l yes
complete -c svc -n '__svc_is webhook test' -l dry-run
complete -c svc -n '__svc_is webhook test' -l help
complete -c svc -n '__svc_is webhook update' -l filter -x -a 'id tenant_id'
complete -c svc -n '__svc_is webhook update' -l where -r
complete -c svc -n '__svc_is webhook update' -l name -r
complete -c svc -n '__svc_is webhook update' -l url -r
complete -c svc -n '__svc_is webhook update' -l kinds -r
complete -c svc -n '__svc_is webhook update' -l filter-tenant-id -r
complete -c svc -n '__svc_is webhook update' -l object-kinds -r
complete -c svc -n '__svc_is webhook update' -l enabled -x -a '0 1'
complete -c svc -n '__svc_is webhook update' -l secret -r
complete -c svc -n '__svc_is webhook update' -l rotate-secret -x -a '0 1'
complete -c svc -n '__svc_is webhook update' -l yes
complete -c svc -n '__svc_is webhook update' -l dry-run
complete -c svc -n '__svc_is webhook update' -l help
complete -c svc -n '__svc_is webhook-delivery list' -l filter -x -a 'id webhook_id webhook_name tenant_id event_id kind object_kind object_id object_name state attempts http_status event_date creation_date delivery_date redelivery_of'
complete -c svc -n '__svc_is webhook-delivery list' -l where -r
complete -c svc -n '__svc_is webhook-delivery list' -l fields -x -a 'id webhook_id webhook_name tenant_id event_id kind event_date object_kind object_id object_name state attempts http_status error duration_ms next_attempt_date last_attempt_date delivery_date redelivery_of creation_date'
complete -c svc -n '__svc_is webhook-delivery list' -l order -x -a 'id webhook_id kind object_id state attempts http_status event_date creation_date delivery_date'
complete -c svc -n '__svc_is webhook-delivery list' -l limit -r
complete -c svc -n '__svc_is webhook-delivery list' -l page -r
complete -c svc -n '__svc_is webhook-delivery list' -l all
complete -c svc -n '__svc_is webhook-delivery list' -l help
complete -c svc -n '__svc_is di upload' -l disk-image -r
complete -c svc -n '__svc_is di upload' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is di upload' -l description -r
complete -c svc -n '__svc_is di upload' -l arg-version -r
complete -c svc -n '__svc_is di upload' -l osf-id -r
complete -c svc -n '__svc_is di upload' -l property -r
complete -c svc -n '__svc_is di upload' -l tags -r
complete -c svc -n '__svc_is di upload' -l progress
complete -c svc -n '__svc_is di upload' -l no-progress
complete -c svc -n '__svc_is di upload' -l help
complete -c svc -n '__svc_is di download' -l disk-image -r
complete -c svc -n '__svc_is di download' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is di download' -l description -r
complete -c svc -n '__svc_is di download' -l arg-version -r
complete -c svc -n '__svc_is di download' -l osf-id -r
complete -c svc -n '__svc_is di download' -l property -r
complete -c svc -n '__svc_is di download' -l tags -r
complete -c svc -n '__svc_is di download' -l progress
complete -c svc -n '__svc_is di download' -l no-progress
complete -c svc -n '__svc_is di download' -l help
complete -c svc -n '__svc_is di import-staged' -l blocked -x -a '0 1'
complete -c svc -n '__svc_is di import-staged' -l description -r
complete -c svc -n '__svc_is di import-staged' -l arg-version -r
complete -c svc -n '__svc_is di import-staged' -l osf-id -r
complete -c svc -n '__svc_is di import-staged' -l property -r
complete -c svc -n '__svc_is di import-staged' -l tags -r
complete -c svc -n '__svc_is di import-staged' -l progress
complete -c svc -n '__svc_is di import-staged' -l no-progress
complete -c svc -n '__svc_is di import-staged' -l help
