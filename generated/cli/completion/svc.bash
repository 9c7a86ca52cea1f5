# Generated from catalog/ by `make gen`; do not edit.
# bash completion of svc: source <(svc completion bash)
_svc() {
  local cur prev w i noun verb pos=0
  cur="${COMP_WORDS[COMP_CWORD]}"
  prev="${COMP_WORDS[COMP_CWORD-1]}"
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="${COMP_WORDS[i]}"
    case "$w" in
      --profile|-o|--output|--filter|-f|--where|-w|--fields|--order|--limit|--page|--property|--delete-property|--timeout) ((i++)); continue;;
      -*) continue;;
    esac
    if ((pos == 0)); then noun="$w"; elif ((pos == 1)); then verb="$w"; fi
    ((pos++))
  done
  if [[ "$prev" == "--output" || "$prev" == "-o" ]]; then COMPREPLY=($(compgen -W "table json yaml csv ids" -- "$cur")); return; fi
  if ((pos == 0)); then COMPREPLY=($(compgen -W "login logout profiles completion acl administrator api-token config di di-property host host-property job job-record log me osf osf-property property role session statistics tag tenant user user-property view vm vm-property webhook webhook-delivery --profile --timeout --help --version" -- "$cur")); return; fi
  if ((pos == 1)); then
    case "$noun" in
      completion) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur"));;
      acl) COMPREPLY=($(compgen -W "count-in-admin count-in-role list list-in-admins list-in-roles tiny-list" -- "$cur"));;
      administrator) COMPREPLY=($(compgen -W "all-ids create delete details list second-factor-reset tiny-list update" -- "$cur"));;
      api-token) COMPREPLY=($(compgen -W "create delete details list update" -- "$cur"));;
      config) COMPREPLY=($(compgen -W "delete get set ssl web-details web-list web-update" -- "$cur"));;
      di) COMPREPLY=($(compgen -W "all-ids create delete details list staging tiny-list update upload download import-staged" -- "$cur"));;
      di-property) COMPREPLY=($(compgen -W "assign list unassign" -- "$cur"));;
      host) COMPREPLY=($(compgen -W "all-ids create delete details list state tiny-list update" -- "$cur"));;
      host-property) COMPREPLY=($(compgen -W "assign list unassign" -- "$cur"));;
      job) COMPREPLY=($(compgen -W "cancel details list" -- "$cur"));;
      job-record) COMPREPLY=($(compgen -W "list" -- "$cur"));;
      log) COMPREPLY=($(compgen -W "actions list objects sources" -- "$cur"));;
      me) COMPREPLY=($(compgen -W "second-factor second-factor-confirm second-factor-enrol second-factor-remove setup update" -- "$cur"));;
      osf) COMPREPLY=($(compgen -W "all-ids create delete details list tiny-list update" -- "$cur"));;
      osf-property) COMPREPLY=($(compgen -W "assign list unassign" -- "$cur"));;
      property) COMPREPLY=($(compgen -W "create delete list update" -- "$cur"));;
      role) COMPREPLY=($(compgen -W "all-ids create delete details list tiny-list update" -- "$cur"));;
      session) COMPREPLY=($(compgen -W "delete list" -- "$cur"));;
      statistics) COMPREPLY=($(compgen -W "show" -- "$cur"));;
      tag) COMPREPLY=($(compgen -W "list tiny-list" -- "$cur"));;
      tenant) COMPREPLY=($(compgen -W "all-ids create delete details list tiny-list update update-mine" -- "$cur"));;
      user) COMPREPLY=($(compgen -W "all-ids create delete details list state tiny-list update" -- "$cur"));;
      user-property) COMPREPLY=($(compgen -W "assign list unassign" -- "$cur"));;
      view) COMPREPLY=($(compgen -W "list reset-admin reset-tenant set-admin-attribute set-admin-property set-tenant-attribute set-tenant-property" -- "$cur"));;
      vm) COMPREPLY=($(compgen -W "all-ids create delete details disconnect list start stop tiny-list update" -- "$cur"));;
      vm-property) COMPREPLY=($(compgen -W "assign list unassign" -- "$cur"));;
      webhook) COMPREPLY=($(compgen -W "create delete details list redeliver test update" -- "$cur"));;
      webhook-delivery) COMPREPLY=($(compgen -W "list" -- "$cur"));;
    esac
    return
  fi
  local head="" list=""
  if [[ "$cur" == *,* ]]; then head="${cur%,*},"; fi
  case "$noun $verb" in
    "acl count-in-admin")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "admin_id acl_pattern" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --output --profile --timeout --help" -- "$cur"));;
    "acl count-in-role")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "role_id acl_pattern" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --output --profile --timeout --help" -- "$cur"));;
    "acl list")
      case "$prev" in
        --fields) list="id name description roles operative"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description acl_name admin_id operative" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "acl list-in-admins")
      case "$prev" in
        --fields) list="id name description roles operative"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description acl_name admin_id operative" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "acl list-in-roles")
      case "$prev" in
        --fields) list="id name description roles operative"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description acl_name role_id operative" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "acl tiny-list")
      case "$prev" in
        --fields) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "administrator all-ids")
      case "$prev" in
        --fields) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "administrator create")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--tenant-id --name --password --description --block --language --roles --dry-run --output --profile --timeout --help" -- "$cur"));;
    "administrator delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "administrator details")
      case "$prev" in
        --fields) list="id tenant_id tenant_name name description roles block language creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --output --profile --timeout --help" -- "$cur"));;
    "administrator list")
      case "$prev" in
        --fields) list="id tenant_id tenant_name name description roles block language creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "administrator second-factor-reset")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "administrator tiny-list")
      case "$prev" in
        --fields) list="tenant_id id name tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description block language creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "administrator update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --name --password --description --block --language --roles-changes --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "api-token create")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--name --admin-id --expiration-date --acls --dry-run --output --profile --timeout --help" -- "$cur"));;
    "api-token delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "api-token details")
      case "$prev" in
        --fields) list="id name admin_id admin_name tenant_id tenant_name acls expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name admin_id admin_name tenant_id tenant_name expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "api-token list")
      case "$prev" in
        --fields) list="id name admin_id admin_name tenant_id tenant_name acls expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name admin_id admin_name tenant_id tenant_name expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name admin_id admin_name tenant_id tenant_name expiration_date revoked revocation_date last_used_date last_used_address creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "api-token update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --name --expiration-date --acls --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "config delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "tenant_id key" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "config get")
      case "$prev" in
        --fields) list="key tenant_id operative_value default_value is_default"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="key"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "key tenant_id operative_value default_value is_default" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "config set")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--tenant-id --key --value --dry-run --output --profile --timeout --help" -- "$cur"));;
    "config ssl")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--cert --key --crl --ca --dry-run --output --profile --timeout --help" -- "$cur"));;
    "config web-details")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "tenant_id block language" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --output --profile --timeout --help" -- "$cur"));;
    "config web-list")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "tenant_id block language" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --output --profile --timeout --help" -- "$cur"));;
    "config web-update")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--tenant-id --block --language --dry-run --output --profile --timeout --help" -- "$cur"));;
    "di all-ids")
      case "$prev" in
        --fields) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id disk_image tenant_id tenant_name description version osf_id osf_name blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id disk_image description version osf_id osf_name osf tenant_id tenant_name blocked tag creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "di create")
      case "$prev" in
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--disk-image --blocked --description --arg-version --osf-id --property --tags --dry-run --output --profile --timeout --help" -- "$cur"));;
    "di delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "di details")
      case "$prev" in
        --fields) list="id disk_image tenant_id tenant_name description version osf_id osf_name blocked tags properties state percentage elapsed_time status_message creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id disk_image tenant_id tenant_name description version osf_id osf_name blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --watch --output --profile --timeout --help" -- "$cur"));;
    "di list")
      case "$prev" in
        --fields) list="id disk_image tenant_id tenant_name description version osf_id osf_name blocked tags properties state percentage elapsed_time status_message creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id disk_image tenant_id tenant_name description version osf_id osf_name blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id disk_image tenant_id tenant_name description version osf_id osf_name blocked tag state creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --watch --output --profile --timeout --help" -- "$cur"));;
    "di staging")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--output --profile --timeout --help" -- "$cur"));;
    "di tiny-list")
      case "$prev" in
        --fields) list="id disk_image tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id disk_image tenant_id tenant_name description version osf_id osf_name blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "di update")
      case "$prev" in
        --fields) list="id disk_image tenant_id tenant_name description version osf_id osf_name blocked tags properties state percentage elapsed_time status_message creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --blocked --description --property --delete-property --tags-changes --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "di-property assign")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--property-id --dry-run --output --profile --timeout --help" -- "$cur"));;
    "di-property list")
      case "$prev" in
        --fields) list="id property_id key description tenant_id tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id key property_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "di-property unassign")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id property_id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "host all-ids")
      case "$prev" in
        --fields) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description address state blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description address frontend backend vm_id state blocked creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "host create")
      case "$prev" in
        --state) COMPREPLY=($(compgen -W "stopped starting running stopping lost" -- "$cur")); return;;
        --frontend) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
        --backend) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--name --description --address --frontend --backend --state --blocked --property --dry-run --output --profile --timeout --help" -- "$cur"));;
    "host delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "host details")
      case "$prev" in
        --fields) list="id name description address frontend backend state load blocked number_of_vms_connected properties creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description address state blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --watch --output --profile --timeout --help" -- "$cur"));;
    "host list")
      case "$prev" in
        --fields) list="id name description address frontend backend state load blocked number_of_vms_connected properties creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description address state blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description address frontend backend vm_id state blocked creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --watch --output --profile --timeout --help" -- "$cur"));;
    "host state")
      case "$prev" in
        --fields) list="number_of_vms_connected"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description address state blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --output --profile --timeout --help" -- "$cur"));;
    "host tiny-list")
      case "$prev" in
        --fields) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description address state blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
      esac
      COMPREPLY=($(compgen -W "--fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "host update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id" -- "$cur")); return;;
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --name --description --address --blocked --property --delete-property --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "host-property assign")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--property-id --dry-run --output --profile --timeout --help" -- "$cur"));;
    "host-property list")
      case "$prev" in
        --fields) list="id property_id key description tenant_id tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id key property_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "host-property unassign")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id property_id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "job cancel")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "job details")
      case "$prev" in
        --fields) list="id action kind admin_id admin_name tenant_id tenant_name api_token request state total done failed progress bytes_total bytes_done status message cancel_requested creation_date start_date end_date owner"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --watch --output --profile --timeout --help" -- "$cur"));;
    "job list")
      case "$prev" in
        --fields) list="id action kind admin_id admin_name tenant_id tenant_name api_token request state total done failed progress bytes_total bytes_done status message cancel_requested creation_date start_date end_date owner"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id action kind admin_id admin_name tenant_id tenant_name state total status creation_date start_date end_date"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id action kind admin_id admin_name tenant_id tenant_name api_token state status creation_date start_date end_date owner" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --watch --output --profile --timeout --help" -- "$cur"));;
    "job-record list")
      case "$prev" in
        --fields) list="job_id id status message tenant_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="job_id id status"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "job_id id status tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --watch --output --profile --timeout --help" -- "$cur"));;
    "log actions")
      case "$prev" in
        --fields) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
      esac
      COMPREPLY=($(compgen -W "--fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "log list")
      case "$prev" in
        --fields) list="id time antiquity admin_id admin_name api_token tenant_id tenant_name action type_of_action object_kind svc_object object_id object_name arguments status address ip source"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id time admin_id admin_name tenant_id tenant_name action type_of_action object_kind svc_object object_id object_name status"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id time admin_id admin_name api_token tenant_id tenant_name action type_of_action object_kind svc_object object_id object_name status address ip source" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --watch --output --profile --timeout --help" -- "$cur"));;
    "log objects")
      case "$prev" in
        --fields) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
      esac
      COMPREPLY=($(compgen -W "--fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "log sources")
      case "$prev" in
        --fields) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
      esac
      COMPREPLY=($(compgen -W "--fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "me second-factor")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--output --profile --timeout --help" -- "$cur"));;
    "me second-factor-confirm")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--totp --dry-run --output --profile --timeout --help" -- "$cur"));;
    "me second-factor-enrol")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--dry-run --output --profile --timeout --help" -- "$cur"));;
    "me second-factor-remove")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--totp --dry-run --output --profile --timeout --help" -- "$cur"));;
    "me setup")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--output --profile --timeout --help" -- "$cur"));;
    "me update")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--name --password --description --block --language --dry-run --output --profile --timeout --help" -- "$cur"));;
    "osf all-ids")
      case "$prev" in
        --fields) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description overlay user_storage memory creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name tenant_id tenant_name description overlay user_storage memory vm_id di_id creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "osf create")
      case "$prev" in
        --overlay) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--name --description --overlay --user-storage --memory --tenant-id --property --dry-run --output --profile --timeout --help" -- "$cur"));;
    "osf delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "osf details")
      case "$prev" in
        --fields) list="id name tenant_id tenant_name description overlay user_storage memory number_of_vms number_of_dis properties osd_id creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description overlay user_storage memory creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --watch --output --profile --timeout --help" -- "$cur"));;
    "osf list")
      case "$prev" in
        --fields) list="id name tenant_id tenant_name description overlay user_storage memory number_of_vms number_of_dis properties osd_id creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description overlay user_storage memory creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name tenant_id tenant_name description overlay user_storage memory vm_id di_id creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --watch --output --profile --timeout --help" -- "$cur"));;
    "osf tiny-list")
      case "$prev" in
        --fields) list="id name tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description overlay user_storage memory creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "osf update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
        --overlay) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --name --description --overlay --user-storage --memory --property --delete-property --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "osf-property assign")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--property-id --dry-run --output --profile --timeout --help" -- "$cur"));;
    "osf-property list")
      case "$prev" in
        --fields) list="id property_id key description tenant_id tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id key property_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "osf-property unassign")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id property_id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "property create")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--key --tenant-id --description --property-assign --dry-run --output --profile --timeout --help" -- "$cur"));;
    "property delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "property list")
      case "$prev" in
        --fields) list="id key description tenant_id property_id in_user in_vm in_host in_di in_osf record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id key description property_id tenant_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id key tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "property update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --key --description --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "role all-ids")
      case "$prev" in
        --fields) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "role create")
      case "$prev" in
        --fixed) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
        --internal) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--name --description --tenant-id --fixed --internal --acls --roles --dry-run --output --profile --timeout --help" -- "$cur"));;
    "role delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "role details")
      case "$prev" in
        --fields) list="id name description acls roles fixed internal tenant_id tenant_name creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --output --profile --timeout --help" -- "$cur"));;
    "role list")
      case "$prev" in
        --fields) list="id name description acls roles fixed internal tenant_id tenant_name creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "role tiny-list")
      case "$prev" in
        --fields) list="id name tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description fixed internal creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "role update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --name --description --acls-changes --roles-changes --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "session delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id admin_id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "session list")
      case "$prev" in
        --fields) list="id admin_id admin_name tenant_id tenant_name creation_date last_seen_date expiration_date address method current"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id admin_id admin_name tenant_id tenant_name creation_date last_seen_date expiration_date address method current"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id admin_id admin_name tenant_id tenant_name creation_date last_seen_date expiration_date address method current" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "statistics show")
      case "$prev" in
        --fields) list="users_count blocked_users_count connected_users_count hosts_count blocked_hosts_count running_hosts_count osfs_count dis_count blocked_dis_count vms_count blocked_vms_count running_vms_count top_populated_hosts vms_with_expiration_date"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
      esac
      COMPREPLY=($(compgen -W "--fields --watch --output --profile --timeout --help" -- "$cur"));;
    "tag list")
      case "$prev" in
        --fields) list="id name osf_id di_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name osf_id di_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name osf_id di_id tenant_id tenant_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "tag tiny-list")
      case "$prev" in
        --fields) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name osf_id di_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id osf_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "tenant all-ids")
      case "$prev" in
        --fields) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description block language blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description block language blocked creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "tenant create")
      case "$prev" in
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--name --description --block --language --blocked --dry-run --output --profile --timeout --help" -- "$cur"));;
    "tenant delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "tenant details")
      case "$prev" in
        --fields) list="id name description block language blocked creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description block language blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description block language blocked creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --output --profile --timeout --help" -- "$cur"));;
    "tenant list")
      case "$prev" in
        --fields) list="id name description block language blocked creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description block language blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description block language blocked creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "tenant tiny-list")
      case "$prev" in
        --fields) list="id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description block language blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description block language blocked creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "tenant update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id" -- "$cur")); return;;
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --name --description --block --language --blocked --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "tenant update-mine")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--name --description --block --language --dry-run --output --profile --timeout --help" -- "$cur"));;
    "user all-ids")
      case "$prev" in
        --fields) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description tenant_id tenant_name blocked creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "user create")
      case "$prev" in
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--tenant-id --name --password --description --blocked --property --dry-run --output --profile --timeout --help" -- "$cur"));;
    "user delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "user details")
      case "$prev" in
        --fields) list="id name tenant_id tenant_name description blocked number_of_vms number_of_vms_connected properties creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --watch --output --profile --timeout --help" -- "$cur"));;
    "user list")
      case "$prev" in
        --fields) list="id name tenant_id tenant_name description blocked number_of_vms number_of_vms_connected properties creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --watch --output --profile --timeout --help" -- "$cur"));;
    "user state")
      case "$prev" in
        --fields) list="number_of_vms_connected"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --output --profile --timeout --help" -- "$cur"));;
    "user tiny-list")
      case "$prev" in
        --fields) list="tenant_name id name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name description blocked creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "user update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --name --password --description --blocked --property --delete-property --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "user-property assign")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--property-id --dry-run --output --profile --timeout --help" -- "$cur"));;
    "user-property list")
      case "$prev" in
        --fields) list="id property_id key description tenant_id tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id key property_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "user-property unassign")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id property_id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "view list")
      case "$prev" in
        --fields) list="tenant_id field visible view_type device_type svc_object property"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="tenant_id field visible view_type device_type svc_object property"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id field visible view_type device_type svc_object property" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "view reset-admin")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "tenant_id svc_object" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "view reset-tenant")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "tenant_id svc_object" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "view set-admin-attribute")
      case "$prev" in
        --svc-object) COMPREPLY=($(compgen -W "user vm host osf di role administrator tenant log" -- "$cur")); return;;
        --view-type) COMPREPLY=($(compgen -W "list_column filter" -- "$cur")); return;;
        --device-type) COMPREPLY=($(compgen -W "desktop mobile" -- "$cur")); return;;
        --visible) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--field --svc-object --visible --view-type --device-type --dry-run --output --profile --timeout --help" -- "$cur"));;
    "view set-admin-property")
      case "$prev" in
        --view-type) COMPREPLY=($(compgen -W "list_column filter" -- "$cur")); return;;
        --device-type) COMPREPLY=($(compgen -W "desktop mobile" -- "$cur")); return;;
        --visible) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--svc-obj-prop-id --visible --view-type --device-type --dry-run --output --profile --timeout --help" -- "$cur"));;
    "view set-tenant-attribute")
      case "$prev" in
        --svc-object) COMPREPLY=($(compgen -W "user vm host osf di role administrator tenant log" -- "$cur")); return;;
        --view-type) COMPREPLY=($(compgen -W "list_column filter" -- "$cur")); return;;
        --device-type) COMPREPLY=($(compgen -W "desktop mobile" -- "$cur")); return;;
        --visible) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--tenant-id --field --svc-object --visible --view-type --device-type --dry-run --output --profile --timeout --help" -- "$cur"));;
    "view set-tenant-property")
      case "$prev" in
        --view-type) COMPREPLY=($(compgen -W "list_column filter" -- "$cur")); return;;
        --device-type) COMPREPLY=($(compgen -W "desktop mobile" -- "$cur")); return;;
        --visible) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--svc-obj-prop-id --visible --view-type --device-type --dry-run --output --profile --timeout --help" -- "$cur"));;
    "vm all-ids")
      case "$prev" in
        --fields) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "vm create")
      case "$prev" in
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--name --user-id --osf-id --description --di-tag --blocked --ip --storage --expiration-soft --expiration-hard --property --dry-run --output --profile --timeout --help" -- "$cur"));;
    "vm delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "vm details")
      case "$prev" in
        --fields) list="id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip ip_in_use next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard time_until_expiration_soft time_until_expiration_hard properties tenant_id tenant_name creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --watch --output --profile --timeout --help" -- "$cur"));;
    "vm disconnect")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id user_id host_id osf_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "vm list")
      case "$prev" in
        --fields) list="id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip ip_in_use next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard time_until_expiration_soft time_until_expiration_hard properties tenant_id tenant_name creation_date creation_admin_id creation_admin_name record_version"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name description user_id user_name osf_id osf_name di_tag di_id di_name di_version di_id_in_use di_name_in_use di_version_in_use blocked state user_state host_id host_name ip next_boot_ip mac ssh_port vnc_port serial_port storage expiration_soft expiration_hard tenant_id tenant_name creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --watch --output --profile --timeout --help" -- "$cur"));;
    "vm start")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id user_id host_id osf_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "vm stop")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id user_id host_id osf_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "vm tiny-list")
      case "$prev" in
        --fields) list="id name tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name tenant_id tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id user_id osf_id host_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "vm update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --name --description --blocked --di-tag --expiration-soft --expiration-hard --property --delete-property --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "vm-property assign")
      case "$prev" in
      esac
      COMPREPLY=($(compgen -W "--property-id --dry-run --output --profile --timeout --help" -- "$cur"));;
    "vm-property list")
      case "$prev" in
        --fields) list="id property_id key description tenant_id tenant_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id key property_id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "vm-property unassign")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id property_id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --wait --output --profile --timeout --help" -- "$cur"));;
    "webhook create")
      case "$prev" in
        --enabled) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--name --url --kinds --filter-tenant-id --object-kinds --enabled --secret --dry-run --output --profile --timeout --help" -- "$cur"));;
    "webhook delete")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "webhook details")
      case "$prev" in
        --fields) list="id name url kinds filter_tenant_id object_kinds enabled paused paused_reason paused_date failures admin_id admin_name api_token tenant_id tenant_name creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --output --profile --timeout --help" -- "$cur"));;
    "webhook list")
      case "$prev" in
        --fields) list="id name url kinds filter_tenant_id object_kinds enabled paused paused_reason paused_date failures admin_id admin_name api_token tenant_id tenant_name creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id name url enabled paused failures admin_id admin_name tenant_id tenant_name creation_date creation_admin_id creation_admin_name"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id name url enabled paused filter_tenant_id admin_id admin_name api_token tenant_id tenant_name creation_date creation_admin_id creation_admin_name" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "webhook redeliver")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "webhook test")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "webhook update")
      case "$prev" in
        --filter) COMPREPLY=($(compgen -W "id tenant_id" -- "$cur")); return;;
        --enabled) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
        --rotate-secret) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --name --url --kinds --filter-tenant-id --object-kinds --enabled --secret --rotate-secret --yes --dry-run --output --profile --timeout --help" -- "$cur"));;
    "webhook-delivery list")
      case "$prev" in
        --fields) list="id webhook_id webhook_name tenant_id event_id kind event_date object_kind object_id object_name state attempts http_status error duration_ms next_attempt_date last_attempt_date delivery_date redelivery_of creation_date"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --order) list="id webhook_id kind object_id state attempts http_status event_date creation_date delivery_date"; COMPREPLY=($(compgen -P "$head" -W "$list" -- "${cur##*,}")); compopt -o nospace 2>/dev/null; return;;
        --filter) COMPREPLY=($(compgen -W "id webhook_id webhook_name tenant_id event_id kind object_kind object_id object_name state attempts http_status event_date creation_date delivery_date redelivery_of" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--filter --where --fields --order --limit --page --all --output --profile --timeout --help" -- "$cur"));;
    "di upload")
      case "$prev" in
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--disk-image --blocked --description --arg-version --osf-id --property --tags --progress --no-progress --output --profile --timeout --help" -- "$cur"));;
    "di download")
      case "$prev" in
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--disk-image --blocked --description --arg-version --osf-id --property --tags --progress --no-progress --output --profile --timeout --help" -- "$cur"));;
    "di import-staged")
      case "$prev" in
        --blocked) COMPREPLY=($(compgen -W "0 1" -- "$cur")); return;;
      esac
      COMPREPLY=($(compgen -W "--blocked --description --arg-version --osf-id --property --tags --progress --no-progress --output --profile --timeout --help" -- "$cur"));;
  esac
}
complete -F _svc svc
