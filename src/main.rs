fn main() -> std::process::ExitCode {
    // A large input's texts and trees are megabytes each and short-lived. glibc would
    // raise its mmap threshold past them after the first is freed and serve the rest from
    // heaps that keep what is freed; at a fixed threshold each is mapped and unmapped
    // alone, and what the process holds follows what it uses.
    #[cfg(target_env = "gnu")]
    // SAFETY: mallopt only sets an allocator parameter, before any thread starts. No
    // safe call exists: mallopt is glibc's own, and neither std, rustix nor nix wraps it.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 256 * 1024);
    }
    hedge::cli::main()
}
