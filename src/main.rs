fn main() -> std::process::ExitCode {
    hedge::cli::main()
}
