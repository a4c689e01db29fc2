#include "trails_setup.h"

#include "../../text.h"

#include <algorithm>
#include <array>

namespace gamut {

namespace {

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

// A non-negative decimal number; huge values saturate so that they are reported as out of range.
std::optional<int> parseNumber(std::string_view text) {
    if (text.empty())
        return std::nullopt;
    long long value = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = std::min(value * 10 + (c - '0'), 1000000000LL);
    }
    return int(value);
}

enum Key { kSize, kTowers, kDistance, kFirst, kKeyCount };
constexpr std::array<std::string_view, kKeyCount> kKeyNames = {"size", "towers", "distance", "first"};

// Checks one numeric value against its range, or says what is wrong with it.
bool numberInRange(std::string_view key, std::string_view text, int low, int high, int &out, std::string &error) {
    const auto value = parseNumber(text);
    if (!value) {
        error = std::string(key) + " '" + std::string(text) + "' is not a number";
        return false;
    }
    if (*value < low || *value > high) {
        error = std::string(key) + " " + std::string(text) + " is out of range " + std::to_string(low) + ".." +
                std::to_string(high);
        return false;
    }
    out = *value;
    return true;
}

} // namespace

std::vector<int> TrailsSetup::towerIndices() const {
    const int n = effectiveTowers();
    std::vector<int> raw;
    if (size % 2 == 0) {
        for (int j = 1; j <= n / 2; ++j) {
            raw.push_back(j * (distance + 1) - 1);
            raw.push_back(size - j * (distance + 1));
        }
    } else {
        const int m = (size - 1) / 2;
        if (n % 2 == 1) {
            raw.push_back(m);
            for (int j = 1; j <= (n - 1) / 2; ++j) {
                raw.push_back(m - j * (distance + 1));
                raw.push_back(m + j * (distance + 1));
            }
        } else {
            const int o = distance / 2 + 1;
            for (int j = 0; j < n / 2; ++j) {
                raw.push_back(m - (o + j * (distance + 1)));
                raw.push_back(m + (o + j * (distance + 1)));
            }
        }
    }
    std::vector<int> indices;
    for (int k : raw)
        if (k >= 0 && k < size)
            indices.push_back(k);
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    return indices;
}

std::string TrailsSetup::canonicalId() const {
    if (size == 11 && towers == 3 && distance == 1 && !redFirst)
        return "classic";
    std::string id =
        "size=" + std::to_string(size) + ",towers=" + std::to_string(towers) + ",distance=" + std::to_string(distance);
    if (redFirst)
        id += ",first=red";
    return id;
}

std::optional<TrailsSetup> TrailsSetup::parse(std::string_view text, std::string &error) {
    const std::string lower = toLower(trim(text));
    if (lower == "classic")
        return TrailsSetup{};
    if (lower.find('=') == std::string::npos) {
        error = "unknown variant '" + std::string(text) +
                "' for trails (variants: classic, or size=N,towers=n,distance=d[,first=red])";
        return std::nullopt;
    }
    std::array<std::optional<std::string_view>, kKeyCount> values;
    std::string_view rest = lower;
    while (true) {
        const std::size_t comma = rest.find(',');
        const std::string_view part = trim(rest.substr(0, comma));
        const std::size_t eq = part.find('=');
        if (eq == std::string_view::npos) {
            error = "setup part '" + std::string(part) + "' is not key=value";
            return std::nullopt;
        }
        const std::string_view key = trim(part.substr(0, eq));
        const auto found = std::find(kKeyNames.begin(), kKeyNames.end(), key);
        if (found == kKeyNames.end()) {
            error = "unknown setup key '" + std::string(key) + "' (keys: size, towers, distance, first)";
            return std::nullopt;
        }
        auto &slot = values[std::size_t(found - kKeyNames.begin())];
        if (slot) {
            error = "setup key '" + std::string(key) + "' is given twice";
            return std::nullopt;
        }
        slot = trim(part.substr(eq + 1));
        if (comma == std::string_view::npos)
            break;
        rest.remove_prefix(comma + 1);
    }
    for (int k : {kSize, kTowers, kDistance})
        if (!values[std::size_t(k)]) {
            error = "setup key '" + std::string(kKeyNames[std::size_t(k)]) + "' is missing";
            return std::nullopt;
        }
    TrailsSetup setup;
    if (!numberInRange("size", *values[kSize], kMinSize, kMaxSize, setup.size, error) ||
        !numberInRange("towers", *values[kTowers], 0, setup.size, setup.towers, error) ||
        !numberInRange("distance", *values[kDistance], 0, setup.size - 1, setup.distance, error))
        return std::nullopt;
    if (values[kFirst]) {
        if (*values[kFirst] != "blue" && *values[kFirst] != "red") {
            error = "first '" + std::string(*values[kFirst]) + "' is not blue or red";
            return std::nullopt;
        }
        setup.redFirst = *values[kFirst] == "red";
    }
    return setup;
}

} // namespace gamut
