//! Upstream MLIR tools spell long flags with one dash (`-emit=llvm`,
//! `-entry-point-result=i32`, `-allow-unregistered-dialect`); every
//! `strata` subcommand accepts them as well as `--flag`. [`normalize`]
//! rewrites the command line before clap reads it, from the subcommand's
//! own definition: a one-dash word naming one of its long flags gets a
//! second dash, short flags (`-O3`, `-o FILE`, `-H k.h`, `-g`) stay, and
//! the values of flags are never touched. `strata opt` also takes its
//! passes as flags (`--cse`, `-canonicalize=top-down=false`), which become
//! `--pass NAME`.

use std::ffi::OsString;

/// Parse the command line (normalized) into `T`. Help and version go to
/// standard output as clap writes them; a usage error is reported like
/// every other error, `strata: error: ...`, with clap's tip and usage
/// after it, and exits with status 2.
pub fn parse<T: clap::Parser>(args: Vec<OsString>) -> T {
    let args = normalize(&T::command(), args);
    match T::try_parse_from(args) {
        Ok(parsed) => parsed,
        Err(e) if !e.use_stderr() => e.exit(),
        Err(e) => {
            let text = e.render().to_string();
            eprint!("strata: {}", text.trim_start());
            std::process::exit(2);
        }
    }
}

/// `args` (the program name first, then the subcommand) with one-dash
/// long flags of the subcommand spelled with two dashes.
pub fn normalize(cli: &clap::Command, args: Vec<OsString>) -> Vec<OsString> {
    let Some(name) = args.get(1).and_then(|a| a.to_str()) else { return args };
    let Some(sub) = cli.find_subcommand(name) else { return args };
    let mut sub = sub.clone();
    sub.build();
    let flags = Flags { cmd: &sub, passes: sub.get_name() == "opt" };
    let mut out: Vec<OsString> = args[..2].to_vec();
    let mut rest = args.into_iter().skip(2);
    let mut value_next = false;
    while let Some(a) = rest.next() {
        let s = match a.to_str() {
            Some(s) if !value_next && s.starts_with('-') && s != "-" => s.to_string(),
            _ => {
                value_next = false;
                out.push(a);
                continue;
            }
        };
        if s == "--" {
            out.push(a);
            out.extend(rest.by_ref());
            break;
        }
        let word = s.strip_prefix("--").unwrap_or(&s[1..]);
        let (name, has_value) = match word.split_once('=') {
            Some((n, _)) => (n, true),
            None => (word, false),
        };
        if let Some(takes_value) = flags.long(name) {
            value_next = takes_value && !has_value;
            out.push(format!("--{word}").into());
        } else if flags.passes && strata::pass::is_pass_name(name) {
            out.push("--pass".into());
            out.push(word.into());
        } else if !s.starts_with("--") && word.chars().next().and_then(|c| flags.short(c)).is_some() {
            // A short flag, its value attached (`-O3`) or next.
            value_next = flags.short(word.chars().next().unwrap_or('-')) == Some(true) && word.chars().count() == 1;
            out.push(a);
        } else if !s.starts_with("--") && word.chars().count() > 1 {
            // Unknown: clap names it, with the flag it resembles.
            out.push(format!("--{word}").into());
        } else {
            out.push(a);
        }
    }
    out
}

/// The flags of one subcommand.
struct Flags<'c> {
    cmd: &'c clap::Command,
    /// Registered passes are flags too (`strata opt`).
    passes: bool,
}

impl Flags<'_> {
    /// For a long flag `name`: whether it takes a value.
    fn long(&self, name: &str) -> Option<bool> {
        self.cmd
            .get_arguments()
            .find(|a| a.get_long_and_visible_aliases().is_some_and(|l| l.contains(&name)))
            .map(|a| a.get_action().takes_values())
    }

    /// For a short flag `c`: whether it takes a value.
    fn short(&self, c: char) -> Option<bool> {
        self.cmd.get_arguments().find(|a| a.get_short() == Some(c)).map(|a| a.get_action().takes_values())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{CommandFactory, Parser, Subcommand};

    #[derive(Parser)]
    struct Cli {
        #[command(subcommand)]
        command: Sub,
    }

    #[derive(Subcommand)]
    enum Sub {
        Compile {
            input: String,
            #[arg(long)]
            emit: Option<String>,
            #[arg(short = 'o')]
            output: Option<String>,
            #[arg(short = 'O', default_value = "2")]
            level: u8,
            #[arg(short = 'g')]
            debug: bool,
            #[arg(long)]
            emit_c_interface: bool,
        },
    }

    fn norm(args: &[&str]) -> Vec<String> {
        let args = ["strata", "compile"].iter().chain(args).map(OsString::from).collect();
        normalize(&Cli::command(), args).into_iter().map(|a| a.into_string().unwrap()).collect::<Vec<_>>()[2..].to_vec()
    }

    #[test]
    fn one_dash_long_flags_get_two_and_short_flags_and_values_stay() {
        assert_eq!(norm(&["-emit", "llvm", "k.mlir"]), ["--emit", "llvm", "k.mlir"]);
        assert_eq!(norm(&["-emit=llvm", "-emit-c-interface"]), ["--emit=llvm", "--emit-c-interface"]);
        assert_eq!(norm(&["-O3", "-g", "-o", "-emit", "-"]), ["-O3", "-g", "-o", "-emit", "-"]);
        assert_eq!(norm(&["-ok.o", "--emit", "-emit"]), ["-ok.o", "--emit", "-emit"]);
        assert_eq!(norm(&["-bogus", "--", "-emit"]), ["--bogus", "--", "-emit"]);
    }

    #[test]
    fn every_subcommand_is_normalized_from_its_own_definition() {
        let cli = Cli::command();
        let args = ["strata", "other", "-emit"].map(OsString::from).to_vec();
        assert_eq!(normalize(&cli, args.clone()), args);
    }
}
