# bash completion for spotforge. Made by `spotforge manual --format bash`; don't edit
# by hand. Installed as share/bash-completion/completions/spotforge.
_spotforge() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
  local command="" i
  # The command is the first word that is no option; `theme` takes a subcommand.
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "${COMP_WORDS[i]}" in
      -*) ;;
      *) if [[ -z "$command" ]]; then command="${COMP_WORDS[i]}";
         elif [[ "$command" == theme ]]; then command="theme ${COMP_WORDS[i]}"; break;
         else break; fi ;;
    esac
  done
  case "$command" in
    "")
      COMPREPLY=($(compgen -W 'init studio build plane theme deck rules spotlight manual --help --version' -- "$cur")) ;;
    "init")
      case "$prev" in
        --name) COMPREPLY=(); return ;;
        --lang|-l) COMPREPLY=($(compgen -W 'de en es fr it pl' -- "$cur")); return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h --name --lang -l --force' -- "$cur"))
      else
        COMPREPLY=($(compgen -d -- "$cur"))
      fi ;;
    "studio")
      case "$prev" in
        --port) COMPREPLY=(); return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h --port --no-browser' -- "$cur"))
      else
        COMPREPLY=($(compgen -d -- "$cur"))
      fi ;;
    "build")
      case "$prev" in
        --out|-o) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --paper) COMPREPLY=($(compgen -W 'a4 letter a3' -- "$cur")); return ;;
        --lang|-l) COMPREPLY=($(compgen -W 'de en es fr it pl' -- "$cur")); return ;;
        --seed) COMPREPLY=(); return ;;
        --order) COMPREPLY=(); return ;;
        --cards) COMPREPLY=(); return ;;
        --search-cards) COMPREPLY=(); return ;;
        --sheet) COMPREPLY=($(compgen -f -X '!*.yaml' -- "$cur"; compgen -d -- "$cur")); return ;;
        --duplex) COMPREPLY=($(compgen -W 'long short fold none' -- "$cur")); return ;;
        --back-offset) COMPREPLY=(); return ;;
        --cut-guides) COMPREPLY=($(compgen -W 'none under over' -- "$cur")); return ;;
        --backs) COMPREPLY=($(compgen -W 'light solid' -- "$cur")); return ;;
        --images) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --images-ppi) COMPREPLY=(); return ;;
        --night) COMPREPLY=($(compgen -W 'screen film paper' -- "$cur")); return ;;
        --holders) COMPREPLY=(); return ;;
        --threads) COMPREPLY=(); return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h --out -o --paper --lang -l --seed --order --cards --search-cards --sheet --duplex --back-offset --duplex-test --cut-guides --centre-cross --no-card-numbers --backs --images --images-ppi --night --holders --no-previews --threads --quiet -q --verbose -v' -- "$cur"))
      else
        COMPREPLY=($(compgen -d -- "$cur") $(compgen -W 'party words' -- "$cur"))
      fi ;;
    "plane")
      case "$prev" in
        --cards) COMPREPLY=(); return ;;
        --seed) COMPREPLY=(); return ;;
        --format) COMPREPLY=($(compgen -W 'text csv json' -- "$cur")); return ;;
        --out|-o) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --order) COMPREPLY=(); return ;;
        --symbols-per-card|-k) COMPREPLY=(); return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h --cards --seed --format --out -o --order --symbols-per-card -k' -- "$cur"))
      fi ;;
    "theme")
      case "$prev" in
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h' -- "$cur"))
      else
        COMPREPLY=($(compgen -W 'check' -- "$cur"))
      fi ;;
    "theme check")
      case "$prev" in
        --lang|-l) COMPREPLY=($(compgen -W 'de en es fr it pl' -- "$cur")); return ;;
        --paper) COMPREPLY=($(compgen -W 'a4 letter a3' -- "$cur")); return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h --lang -l --paper' -- "$cur"))
      else
        COMPREPLY=($(compgen -d -- "$cur") $(compgen -W 'party words' -- "$cur"))
      fi ;;
    "deck")
      case "$prev" in
        --order) COMPREPLY=(); return ;;
        --cards) COMPREPLY=(); return ;;
        --seed) COMPREPLY=(); return ;;
        --out|-o) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --paper) COMPREPLY=($(compgen -W 'a4 letter a3' -- "$cur")); return ;;
        --sheet) COMPREPLY=($(compgen -f -X '!*.yaml' -- "$cur"; compgen -d -- "$cur")); return ;;
        --duplex) COMPREPLY=($(compgen -W 'long short fold none' -- "$cur")); return ;;
        --back-offset) COMPREPLY=(); return ;;
        --cut-guides) COMPREPLY=($(compgen -W 'none under over' -- "$cur")); return ;;
        --backs) COMPREPLY=($(compgen -W 'light solid' -- "$cur")); return ;;
        --images) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --images-ppi) COMPREPLY=(); return ;;
        --threads) COMPREPLY=(); return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h --order --cards --seed --out -o --paper --sheet --duplex --back-offset --duplex-test --cut-guides --centre-cross --no-card-numbers --backs --images --images-ppi --threads' -- "$cur"))
      else
        COMPREPLY=($(compgen -d -- "$cur") $(compgen -W 'party words' -- "$cur"))
      fi ;;
    "rules")
      case "$prev" in
        --game|-g) COMPREPLY=($(compgen -W 'party classic spotlight' -- "$cur")); return ;;
        --lang|-l) COMPREPLY=($(compgen -W 'de en es fr it pl' -- "$cur")); return ;;
        --paper) COMPREPLY=($(compgen -W 'a4 letter a3' -- "$cur")); return ;;
        --out|-o) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --symbols-per-card|-k) COMPREPLY=(); return ;;
        --cards) COMPREPLY=(); return ;;
        --seed) COMPREPLY=(); return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h --game -g --lang -l --paper --out -o --symbols-per-card -k --cards --seed' -- "$cur"))
      else
        COMPREPLY=($(compgen -d -- "$cur") $(compgen -W 'party words' -- "$cur"))
      fi ;;
    "spotlight")
      case "$prev" in
        --boards) COMPREPLY=(); return ;;
        --search-cards) COMPREPLY=(); return ;;
        --paper) COMPREPLY=($(compgen -W 'a4 letter a3' -- "$cur")); return ;;
        --night) COMPREPLY=($(compgen -W 'screen film paper' -- "$cur")); return ;;
        --seed) COMPREPLY=(); return ;;
        --out|-o) COMPREPLY=($(compgen -d -- "$cur")); return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h --boards --search-cards --paper --night --seed --out -o' -- "$cur"))
      else
        COMPREPLY=($(compgen -d -- "$cur") $(compgen -W 'party words' -- "$cur"))
      fi ;;
    "manual")
      case "$prev" in
        --format) COMPREPLY=($(compgen -W 'markdown man bash' -- "$cur")); return ;;
      esac
      if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W '--help -h --format' -- "$cur"))
      fi ;;
  esac
}
complete -F _spotforge spotforge
