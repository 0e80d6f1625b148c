import java.util.*;

public class Ledger {
    static int average(List<Integer> values) {
        int sum = 0;
        for (int v : values) sum += v;
        return sum / values.size();
    }

    public static void main(String[] args) {
        Map<String, List<Integer>> accounts = new TreeMap<>();
        accounts.put("a", List.of(1, 2, 3));
        accounts.put("b", List.of());
        for (var e : accounts.entrySet()) System.out.println(e.getKey() + " " + average(e.getValue()));
    }
}
