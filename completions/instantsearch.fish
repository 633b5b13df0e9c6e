function __instantsearch_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __instantsearch_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __instantsearch_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __instantsearch_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __instantsearch_parse_tokens -S
    set -l unparsed_tokens (__instantsearch_tokens -pc)
    switch $unparsed_tokens[1]
    case 'instantsearch'
        __instantsearch_parse_subcommand 0 'h/help'
        switch $unparsed_tokens[1]
        case 'shell'
            __instantsearch_parse_subcommand 0 'index=+' 'app-id=' 'index-name=' 'hosts=+' 'f=+' 'c=+' 'echo' 'keep-going' 'json' 'live' 'timing' 'color=' 'h/help'
        case 'import'
            __instantsearch_parse_subcommand -r 1 'index=' 'settings=' 'synonyms=' 'rules=' 'skip-invalid' 'suggest-settings=' 'h/help'
        case 'serve'
            __instantsearch_parse_subcommand 0 'index=+' 'port=' 'host=' 'api-key=' 'max-body-size=' 'read-timeout=' 'quiet' 'h/help'
        case 'demo'
            __instantsearch_parse_subcommand 0 'count=' 'seed=' 'out=' 'index=' 'h/help'
        case 'conformance'
            __instantsearch_parse_subcommand 0 'h/help'
        case 'check'
            __instantsearch_parse_subcommand 0 'index=' 'h/help'
        case 'help'
            __instantsearch_parse_subcommand -r 1 
        end
    end
end

function __instantsearch_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __instantsearch_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __instantsearch_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __instantsearch_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__instantsearch_tokens -p)
    if test -z "$(__instantsearch_tokens -t)"
        set -l index (count (__instantsearch_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'instantsearch' -f
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_positional "instantsearch" -eq 1' -fa 'shell' -d 'Explore an index at a prompt with line editing, or run scripts in batch.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_positional "instantsearch" -eq 1' -fa 'import' -d 'Import JSON or NDJSON records into an index directory.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_positional "instantsearch" -eq 1' -fa 'serve' -d 'Serve local indexes over Algolia\'s REST API (for official clients and InstantSearch front ends).'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_positional "instantsearch" -eq 1' -fa 'demo' -d 'Generate the demo product catalogue (deterministic, 1k to 10M records).'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_positional "instantsearch" -eq 1' -fa 'conformance' -d 'List Algolia\'s search parameters and index settings and what the embedded engine does with each.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_positional "instantsearch" -eq 1' -fa 'check' -d 'Verify every checksum and table of an index directory.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_positional "instantsearch" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell"' -l 'index' -d 'An index directory to open (repeatable; the first is searched).' -rfka '(__instantsearch_custom_completion ---completion shell -- --index (count (__instantsearch_tokens -pc)) (__instantsearch_tokens -tC))'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell" app-id' -l 'app-id' -d 'Search an Algolia application (or --hosts) instead of a local index; also read from ALGOLIA_APP_ID or ALGOLIA_APPLICATION_ID. The key is read from ALGOLIA_API_KEY or the credentials file.' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell" index-name' -l 'index-name' -d 'The remote index to search (with --app-id, ALGOLIA_APP_ID or --hosts).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell"' -l 'hosts' -d 'Hosts to use instead of Algolia\'s, comma-separated, e.g. http://127.0.0.1:7700 (repeatable).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell"' -s 'f' -d 'A script to run (repeatable; \'-\' reads standard input).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'is\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell"' -s 'c' -d 'Commands to run, separated by \';\' (repeatable; run after the -f scripts).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell" echo' -l 'echo' -d 'Print each command before its output.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell" keep-going' -l 'keep-going' -d 'Run the rest of a script after an error (the exit status is still 1).'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell" json' -l 'json' -d 'Print one JSON document per line for every command that prints.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell" live' -l 'live' -d 'Open the full-screen live mode (search as you type) at start; Esc returns to the prompt.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell" timing' -l 'timing' -d 'Print how long each command took (off by default so output is reproducible).'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell" color' -l 'color' -d 'Colour output: auto (on a terminal, unless NO_COLOR is set), always or never.' -rfka 'auto always never'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch shell" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch import" index' -l 'index' -d 'Index directory to create or replace.' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch import" settings' -l 'settings' -d 'Settings file in Algolia\'s JSON format.' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch import" synonyms' -l 'synonyms' -d 'Synonyms file as Algolia\'s dashboard and API export it (a JSON array of synonym objects).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch import" rules' -l 'rules' -d 'Query rules file as Algolia\'s dashboard and API export it (a JSON array of rule objects).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch import" skip-invalid' -l 'skip-invalid' -d 'Skip records that cannot be indexed instead of failing (they are counted).'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch import" suggest-settings' -l 'suggest-settings' -d 'Write settings suggested from the records\' attributes to this file (a new file).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch serve"' -l 'index' -d 'Index directory, or a directory of indexes (repeatable).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch serve" port' -l 'port' -d 'Port to listen on (0 picks a free one, printed at start).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch serve" host' -l 'host' -d 'Address to bind; anything but loopback exposes the indexes to the network.' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch serve" api-key' -l 'api-key' -d 'Require this API key on every request (prefer INSTANTSEARCH_SERVE_API_KEY: flags show in `ps`).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch serve" max-body-size' -l 'max-body-size' -d 'Largest accepted request body, in bytes.' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch serve" read-timeout' -l 'read-timeout' -d 'Seconds a client has to send a whole request; slower or idle connections are closed.' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch serve" quiet' -l 'quiet' -d 'Do not log requests.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch serve" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch demo" count' -l 'count' -d 'Number of records (1000...10000000).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch demo" seed' -l 'seed' -d 'Seed of the generator; another seed gives another catalogue.' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch demo" out' -l 'out' -d 'NDJSON file to write (\'-\' for standard output).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch demo" index' -l 'index' -d 'Index directory to build instead of writing NDJSON (its folder name is the index name).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch demo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch conformance" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch check" index' -l 'index' -d 'Index directory to check, or a directory of indexes (each is checked).' -rfka ''
complete -c 'instantsearch' -n '__instantsearch_should_offer_completions_for_flags_or_options "instantsearch check" h help' -s 'h' -l 'help' -d 'Show help information.'
