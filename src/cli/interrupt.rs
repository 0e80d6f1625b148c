//! SIGINT and SIGTERM stop the reduction: running tests are killed, the best result so far
//! stays in the output file, and hedge exits with 128 + the signal number.

use std::sync::LazyLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use signal_hook::flag;

use crate::oracle::Stop;

static SIGNAL: AtomicUsize = AtomicUsize::new(0);

/// The command line's one stop: every oracle it makes holds it (see `TestArgs::launched`).
static STOP: LazyLock<Stop> = LazyLock::new(Stop::default);

/// The stop the signals set.
pub fn stop() -> Stop {
    STOP.clone()
}

pub fn install() {
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        // The actions run in the order registered: the signal's number is set before the
        // stop, so whoever sees the stop sees which signal it was.
        let registered = flag::register_usize(signal, &SIGNAL, signal as usize)
            .and_then(|_| flag::register(signal, STOP.flag()));
        if let Err(e) = registered {
            say!("hedge: warning: cannot handle signal {signal}: {e}");
        }
    }
}

/// The exit status after an interrupt (130 after SIGINT, 143 after SIGTERM); `None` when
/// hedge was not interrupted.
pub fn exit_code() -> Option<u8> {
    received().map(|signal| match signal {
        libc::SIGTERM => super::exit::INTERRUPTED_SIGTERM,
        _ => super::exit::INTERRUPTED_SIGINT,
    })
}

/// The signal that interrupted hedge, if any.
pub fn received() -> Option<i32> {
    match SIGNAL.load(Ordering::SeqCst) {
        0 => None,
        s => Some(s as i32),
    }
}
