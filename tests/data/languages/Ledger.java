import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.HashMap;

public class Ledger {
    private final List<Long> entries = new ArrayList<>();
    private final Map<String, Long> byAccount = new HashMap<>();

    public void record(String account, long amount) {
        if (amount == 0) {
            return;
        }
        entries.add(amount);
        byAccount.merge(account, amount, Long::sum);
    }

    public long balance() {
        long sum = 0;
        for (long e : entries) {
            sum += e;
        }
        return sum;
    }

    public static void main(String[] args) {
        Ledger ledger = new Ledger();
        try {
            ledger.record("cash", 100);
            ledger.record("bank", -40);
        } catch (IllegalStateException e) {
            System.out.println("failed");
        }
        int total = ledger.balance() + MARKER;
        System.out.println(total);
    }
}
