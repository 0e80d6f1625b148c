// Reconciles a bank statement against the ledger of a small accounting tool: amounts
// are kept in cents, matched by reference first and by amount and date second.

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

final class Money {
    static long parseCents(String text) {
        String s = text.trim().replace(",", "");
        boolean negative = s.startsWith("-");
        if (negative) {
            s = s.substring(1);
        }
        int dot = s.indexOf('.');
        long whole = Long.parseLong(dot < 0 ? s : s.substring(0, dot));
        long cents = 0;
        if (dot >= 0) {
            String fraction = (s.substring(dot + 1) + "00").substring(0, 2);
            cents = Long.parseLong(fraction);
        }
        long value = whole * 100 + cents;
        return negative ? -value : value;
    }

    static String format(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        return String.format("%s%d.%02d", sign, abs / 100, abs % 100);
    }

    private Money() {}
}

final class Entry {
    final String id;
    final LocalDate date;
    final long cents;
    final String reference;
    final String counterparty;

    Entry(String id, LocalDate date, long cents, String reference, String counterparty) {
        this.id = id;
        this.date = date;
        this.cents = cents;
        this.reference = reference == null ? "" : reference.trim().toUpperCase();
        this.counterparty = counterparty;
    }

    static Entry parse(String line) {
        String[] fields = line.split(";", -1);
        if (fields.length != 5) {
            throw new IllegalArgumentException("expected 5 fields: " + line);
        }
        return new Entry(fields[0], LocalDate.parse(fields[1]), Money.parseCents(fields[2]), fields[3], fields[4]);
    }

    @Override
    public String toString() {
        return id + " " + date + " " + Money.format(cents) + " " + reference;
    }
}

final class Match {
    final Entry statement;
    final Entry ledger;
    final String rule;

    Match(Entry statement, Entry ledger, String rule) {
        this.statement = statement;
        this.ledger = ledger;
        this.rule = rule;
    }
}

final class Reconciliation {
    final List<Match> matches = new ArrayList<>();
    final List<Entry> unmatchedStatement = new ArrayList<>();
    final List<Entry> unmatchedLedger = new ArrayList<>();

    long difference() {
        long total = 0;
        for (Entry e : unmatchedStatement) {
            total += e.cents;
        }
        for (Entry e : unmatchedLedger) {
            total -= e.cents;
        }
        return total;
    }
}

final class Reconciler {
    private final int dateToleranceDays;
    private final long amountToleranceCents;

    Reconciler(int dateToleranceDays, long amountToleranceCents) {
        this.dateToleranceDays = dateToleranceDays;
        this.amountToleranceCents = amountToleranceCents;
    }

    Reconciliation run(List<Entry> statement, List<Entry> ledger) {
        Reconciliation result = new Reconciliation();
        List<Entry> open = new ArrayList<>(ledger);
        Map<String, Entry> byReference = new HashMap<>();
        for (Entry e : open) {
            if (!e.reference.isEmpty()) {
                byReference.putIfAbsent(e.reference, e);
            }
        }
        List<Entry> rest = new ArrayList<>();
        for (Entry s : statement) {
            Entry hit = s.reference.isEmpty() ? null : byReference.get(s.reference);
            if (hit != null && Math.abs(hit.cents - s.cents) <= amountToleranceCents) {
                result.matches.add(new Match(s, hit, "reference"));
                byReference.remove(s.reference);
                open.remove(hit);
            } else {
                rest.add(s);
            }
        }
        rest.sort(Comparator.comparing((Entry e) -> e.date).thenComparingLong(e -> e.cents));
        for (Entry s : rest) {
            Optional<Entry> best = closest(s, open);
            if (best.isPresent()) {
                result.matches.add(new Match(s, best.get(), "amount+date"));
                open.remove(best.get());
            } else {
                result.unmatchedStatement.add(s);
            }
        }
        result.unmatchedLedger.addAll(open);
        return result;
    }

    private Optional<Entry> closest(Entry s, List<Entry> candidates) {
        Entry best = null;
        long bestDistance = Long.MAX_VALUE;
        for (Entry c : candidates) {
            if (Math.abs(c.cents - s.cents) > amountToleranceCents) {
                continue;
            }
            long days = Math.abs(ChronoUnit.DAYS.between(c.date, s.date));
            if (days > dateToleranceDays) {
                continue;
            }
            if (days < bestDistance) {
                best = c;
                bestDistance = days;
            }
        }
        return Optional.ofNullable(best);
    }
}

final class Report {
    private final StringBuilder out = new StringBuilder();

    Report line(String text) {
        out.append(text).append('\n');
        return this;
    }

    // Percentage of statement lines matched, in whole percent for the summary header.
    static int matchedPercent(Reconciliation r, int statementLines) {
        if (statementLines == 0) {
            return 100;
        }
        long matched = r.matches.size();
        int percent = matched * 100 / statementLines;
        return percent;
    }

    String render(Reconciliation r, int statementLines) {
        line("Reconciliation: " + matchedPercent(r, statementLines) + "% matched");
        for (Match m : r.matches) {
            line(String.format("  %-12s %-12s %s", m.statement.id, m.ledger.id, m.rule));
        }
        Iterator<Entry> it = r.unmatchedStatement.iterator();
        while (it.hasNext()) {
            line("  statement only: " + it.next());
        }
        for (Entry e : r.unmatchedLedger) {
            line("  ledger only:    " + e);
        }
        line("Difference: " + Money.format(r.difference()));
        return out.toString();
    }
}

class ReconcileMain {
    public static void main(String[] args) {
        List<Entry> statement = List.of(
                Entry.parse("S1;2024-03-01;-1,250.00;INV-2024-031;Hausverwaltung Ost"),
                Entry.parse("S2;2024-03-02;4800.00;;Kunde Meier"),
                Entry.parse("S3;2024-03-05;-89.90;;Telekom"));
        List<Entry> ledger = List.of(
                Entry.parse("L1;2024-03-01;-1250.00;inv-2024-031;Rent March"),
                Entry.parse("L2;2024-03-03;4800.00;;Invoice 118"),
                Entry.parse("L3;2024-03-09;-19.99;;Hosting"));
        Reconciliation r = new Reconciler(3, 0).run(statement, ledger);
        System.out.print(new Report().render(r, statement.size()));
    }
}
