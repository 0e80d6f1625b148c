// Rotating audit log of an internal admin service: records are appended as
// tab-separated lines, files rotate by size, and old files are pruned by age.

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

enum Action {
    LOGIN, LOGOUT, GRANT_ROLE, REVOKE_ROLE, EXPORT_DATA, DELETE_ACCOUNT;

    boolean sensitive() {
        return this == GRANT_ROLE || this == EXPORT_DATA || this == DELETE_ACCOUNT;
    }
}

final class AuditRecord {
    final Instant at;
    final String actor;
    final Action action;
    final String target;
    final String detail;

    AuditRecord(Instant at, String actor, Action action, String target, String detail) {
        this.at = Objects.requireNonNull(at);
        this.actor = Objects.requireNonNull(actor);
        this.action = Objects.requireNonNull(action);
        this.target = target == null ? "-" : target;
        this.detail = detail == null ? "" : detail;
    }

    private static String clean(String s) {
        return s.replace('\t', ' ').replace('\n', ' ');
    }

    String toLine() {
        return String.join("\t", at.toString(), clean(actor), action.name(), clean(target), clean(detail));
    }

    static AuditRecord fromLine(String line) {
        String[] f = line.split("\t", 5);
        if (f.length < 4) {
            throw new IllegalArgumentException("short audit line: " + line);
        }
        return new AuditRecord(Instant.parse(f[0]), f[1], Action.valueOf(f[2]), f[3], f.length == 5 ? f[4] : "");
    }
}

final class RotationPolicy {
    final long maxBytes;
    final Duration maxAge;
    final int keepFiles;

    RotationPolicy(long maxBytes, Duration maxAge, int keepFiles) {
        if (maxBytes <= 0 || keepFiles <= 0) {
            throw new IllegalArgumentException("maxBytes and keepFiles must be positive");
        }
        this.maxBytes = maxBytes;
        this.maxAge = maxAge;
        this.keepFiles = keepFiles;
    }
}

final class AuditLog implements AutoCloseable {
    private static final DateTimeFormatter SUFFIX =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private final Path dir;
    private final String baseName;
    private final RotationPolicy policy;
    private final Clock clock;
    private BufferedWriter writer;
    private long written;
    private int sensitiveSinceFlush;

    AuditLog(Path dir, String baseName, RotationPolicy policy, Clock clock) throws IOException {
        this.dir = dir;
        this.baseName = baseName;
        this.policy = policy;
        this.clock = clock;
        Files.createDirectories(dir);
        open();
    }

    private Path current() {
        return dir.resolve(baseName + ".log");
    }

    private void open() throws IOException {
        Path path = current();
        written = Files.exists(path) ? Files.size(path) : 0;
        writer = Files.newBufferedWriter(path, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    synchronized void append(AuditRecord record) throws IOException {
        String line = record.toLine() + "\n";
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        if (written + bytes.length > policy.maxBytes) {
            rotate();
        }
        writer.write(line);
        written += bytes.length;
        if (record.action.sensitive()) {
            sensitiveSinceFlush++;
            writer.flush();
        }
    }

    synchronized void rotate() throws IOException {
        writer.close();
        Path rotated = dir.resolve(baseName + "-" + SUFFIX.format(clock.instant()) + ".log");
        Files.move(current(), rotated);
        open();
        prune();
    }

    List<Path> rotatedFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, baseName + "-*.log")) {
            for (Path p : stream) {
                files.add(p);
            }
        }
        Collections.sort(files);
        return files;
    }

    void prune() throws IOException {
        List<Path> files = rotatedFiles();
        Instant cutoff = clock.instant().minus(policy.maxAge);
        int excess = files.size() - policy.keepFiles;
        for (int i = 0; i < files.size(); i++) {
            Path p = files.get(i);
            FileTime modified = Files.getLastModifiedTime(p);
            if (i < excess || modified.toInstant().isBefore(cutoff)) {
                Files.deleteIfExists(p);
            }
        }
    }

    // Records of one actor from the current file, newest last; used by the admin UI.
    List<AuditRecord> recordsOf(String actor) {
        List<AuditRecord> result = new ArrayList<>();
        writer.flush();
        for (String line : Files.readAllLines(current(), StandardCharsets.UTF_8)) {
            AuditRecord record = AuditRecord.fromLine(line);
            if (record.actor.equals(actor)) {
                result.add(record);
            }
        }
        return result;
    }

    int sensitiveSinceFlush() {
        return sensitiveSinceFlush;
    }

    @Override
    public synchronized void close() throws IOException {
        writer.close();
    }
}

class AuditMain {
    public static void main(String[] args) throws IOException {
        Path dir = Paths.get(args.length > 0 ? args[0] : "audit");
        RotationPolicy policy = new RotationPolicy(64 * 1024, Duration.ofDays(90), 12);
        try (AuditLog log = new AuditLog(dir, "admin", policy, Clock.systemUTC())) {
            Instant now = Instant.now();
            log.append(new AuditRecord(now, "mkoch", Action.LOGIN, null, "sso"));
            log.append(new AuditRecord(now, "mkoch", Action.GRANT_ROLE, "jlee", "billing-admin"));
            log.append(new AuditRecord(now, "jlee", Action.EXPORT_DATA, "invoices-2024", "csv"));
            for (AuditRecord r : log.recordsOf("mkoch")) {
                System.out.println(r.toLine());
            }
        }
    }
}
